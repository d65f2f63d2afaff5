/**
 * A decision-trace line (engine/runtime/formatDecision.ts, as analytics and the saved event bus keep it) in words for a
 * product owner: `molding-questions skipped (part-questions → forward): nonEmpty user.pageData.stages.moldingQuestions:
 * is empty` → `molding-questions skipped: stages.moldingQuestions was empty`. A line of another shape comes back as it is.
 */
export function describeDecision(kind: string, line: string): string {
  const skip = /^(\S+) skipped \([^)]*\): (.*)$/.exec(line);
  if (kind === 'skip' && skip) return `${skip[1]} skipped: ${toConditionWords(skip[2]!)}`;
  const navigation = /^(\S+) → ([^\s:]+): rule (\d+) → (\S+)(?: "[^"]*")?(?: \((.*)\))?$/.exec(line);
  if (kind === 'navigation' && navigation) {
    const [, , scenario, rule, to, passed] = navigation;
    return `${scenario} → ${to} (rule ${rule})${toPassedWords(passed)}`;
  }
  const auto = /^(\S+): rule (\d+) → (\S+)(?: \((.*)\))?$/.exec(line);
  if (kind === 'autoRoute' && auto) return `auto-route chose ${auto[3]} (${auto[2]} of its order)${toPassedWords(auto[4])}`;
  if (kind === 'autoRoute' && /no page of the order holds/.test(line)) return `auto-route: no page of its order holds, so ${line.replace(/^.*holds → (\S+).*$/, '$1')}`;
  const decider = /^(\S+): (guard|handler) (.+?) → (?:([^\s:]+): rule (\d+) → (\S+)|(leaves the funnel|reloads the page|stays|\S+))/.exec(line);
  if ((kind === 'guard' || kind === 'handler') && decider) {
    const [, , what, by, scenario, , ruled, plain] = decider;
    const to = ruled ?? plain!;
    const where = to === 'leaves the funnel' ? 'out of the funnel' : to === 'reloads the page' ? 'to a reload of the page' : to === 'stays' ? 'nowhere else' : `to ${to}`;
    return `${what} ${by} sent the visit ${where}${scenario ? ` (${scenario})` : ''}`;
  }
  const prerequisites = /^(\S+): prerequisites fail → (\S+)(?:: (.*))?$/.exec(line);
  if (kind === 'prerequisites' && prerequisites) return `prerequisites failed, so ${prerequisites[2]}${prerequisites[3] ? `: ${toConditionWords(prerequisites[3])}` : ''}`;
  if (kind === 'configVersion') return line.replace(/^\S+: /, '');
  return line;
}

/** `rule 1 → insurance-company not taken: truthy order.payment.isInsurance: is false; …` → `; not insurance-company: order.payment.isInsurance was false`. */
function toPassedWords(passed: string | undefined): string {
  if (!passed) return '';
  const parts = passed.split(/; (?=rule \d+ → )/).map((part) => {
    const match = /^rule \d+ → (\S+) not taken(?:: (.*))?$/.exec(part);
    return match ? `not ${match[1]}${match[2] ? `: ${toConditionWords(match[2])}` : ''}` : part;
  });
  return `; ${parts.join('; ')}`;
}

/** `nonEmpty user.pageData.stages.moldingQuestions: is empty` → `stages.moldingQuestions was empty`. */
export function toConditionWords(check: string): string {
  const split = check.lastIndexOf(': ');
  if (split < 0) return check;
  const condition = check.slice(0, split);
  const found = check.slice(split + 2);
  if (/^none of \(/.test(condition) || condition.includes('(')) return check;
  const path = condition.split(' ')[1];
  if (!path) return check;
  const subject = path.replace(/^user\.pageData\./, '');
  const past = found.replace(/^is /, 'was ').replace(/^has /, 'had ').replace(/^equals /, 'was ').replace(/^differ$/, 'differed');
  return `${subject} ${past}`;
}
