/** What a campaign link says about where the visitor came from (SPEC §2 _source, _medium, _campaign, cjevent). */
export interface CampaignParameters {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  /** The affiliate network's click event (cjevent), kept as the record's tagEvent. */
  tagEvent?: string | null;
}

/** A cookie to write through the cookie port and keep in state.user.affiliateCookies. */
export interface TrackingCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/** The SPEC §9 constants an affiliate cookie follows (funnel.yaml). */
export interface AffiliateCookieOptions {
  /** SPEC §9 affiliate cookie name marker (affiliateCookieMarker). */
  marker: string;
  /** SPEC §9 affiliate cookie name maximum, marker included (affiliateCookieNameMaxLength). */
  maxNameLength: number;
  /** SPEC §9 affiliate cookie lifetime in seconds (cookieAffiliateDays). */
  maxAgeSeconds: number;
}

/** SPEC §5: cjunction traffic with these mediums is not recorded. */
const excludedCjunctionMediums = new Set(['email', 'organic', 'organic_social']);

/** The longest campaign kept: a cookie is small, and the record is sent with the order (api/contract ≤ 4000). */
const maxCampaignLength = 200;

/** SPEC §5: special characters (anything but letters, digits, - and _) become dots. */
function toDotted(text: string): string {
  return text.trim().replace(/[^A-Za-z0-9_-]/g, '.');
}

/**
 * SPEC §5 affiliate campaigns and §3 affiliate tracking record: the cookie recording a campaign visit, or null when it
 * is not recorded (source or medium missing; source cjunction with medium email, organic or organic_social).
 *
 * Choices (the SPEC does not show the format): the name is `{source}_{medium}` with special characters as dots,
 * cut so that with the marker it is at most the name maximum (the marker is kept, so the name still says what it is);
 * the value is the tracking record (source, medium, campaign, timestamp, tagEvent) as a query string.
 */
export function toAffiliateCookie(parameters: CampaignParameters, timestamp: string, options: AffiliateCookieOptions): TrackingCookie | null {
  const { marker, maxNameLength } = options;
  const source = toDotted(parameters.source ?? '');
  const medium = toDotted(parameters.medium ?? '');
  if (source === '' || medium === '') return null;
  if (source.toLowerCase() === 'cjunction' && excludedCjunctionMediums.has(medium.toLowerCase())) return null;
  const name = `${`${source}_${medium}`.slice(0, Math.max(0, maxNameLength - marker.length))}${marker}`;
  const record = new URLSearchParams({ source, medium });
  const campaign = (parameters.campaign ?? '').trim().slice(0, maxCampaignLength);
  if (campaign !== '') record.set('campaign', campaign);
  record.set('timestamp', timestamp);
  const tagEvent = (parameters.tagEvent ?? '').trim();
  if (tagEvent !== '') record.set('tagEvent', tagEvent.slice(0, maxCampaignLength));
  return { name, value: record.toString(), maxAgeSeconds: options.maxAgeSeconds };
}
