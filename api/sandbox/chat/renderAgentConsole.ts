import { renderSandboxDocument } from '../http/renderSandboxDocument';

/** This page's styles, after the sandbox pages' base styles (renderSandboxDocument): 4.5:1 contrast, visible focus. */
const styles = `
main{max-width:48rem}
.availability{display:flex;align-items:center;gap:.75rem;min-height:44px;font-weight:600}
.availability input{width:1.5rem;height:1.5rem;margin:0}
ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.conversation-button{width:100%;min-height:44px;text-align:left;font:inherit;padding:.5rem .75rem;border:1px solid #6b7280;border-radius:8px;background:#fff;color:#1b1b1b;cursor:pointer}
.conversation-button[aria-current="true"]{border:2px solid #0b3d91;background:#e6f0fa}
.badge{display:inline-block;margin-left:.5rem;padding:0 .5rem;border-radius:999px;background:#0b3d91;color:#fff;font-size:.875rem}
dl{display:grid;grid-template-columns:minmax(6rem,auto) 1fr;gap:.25rem .75rem;margin:0 0 1rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.transcript{margin:0 0 1rem;padding:.5rem;border:1px solid #c9ccd1;border-radius:8px;max-height:22rem;overflow-y:auto}
.transcript ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.message{padding:.375rem .625rem;border-radius:8px;max-width:90%;overflow-wrap:anywhere}
.message-visitor{background:#eef1f4;align-self:flex-start}
.message-agent{background:#0b3d91;color:#fff;align-self:flex-end}
.message-assistant{background:#f3ecfb;align-self:flex-start}
.message-system{font-style:italic;color:#4a4f57;align-self:center}
.sender{display:block;font-size:.8125rem;font-weight:600}
label{font-weight:600}
textarea{display:block;width:100%;min-height:5rem;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:8px;margin:.25rem 0 .5rem}
.buttons{display:flex;flex-wrap:wrap;gap:.5rem}
button.primary,button.secondary{min-height:44px;padding:.5rem 1rem;font:inherit;font-weight:600;border-radius:8px;cursor:pointer}
button.primary{background:#0b3d91;color:#fff;border:2px solid #0b3d91}
button.secondary{background:#fff;color:#0b3d91;border:2px solid #0b3d91}
button:disabled{opacity:.6;cursor:not-allowed}
.error{color:#b00020;font-weight:600}
.error:empty{display:none}
:focus-visible{outline:3px solid #c75a00;outline-offset:2px}
`;

/**
 * The sandbox's agent console (SPEC §1 live-agent chat): one page where a tester plays the live agent. They go
 * available (the funnel's live-agent button then shows, SPEC §4), see the conversations with their chat context, read
 * and answer messages, and end a chat. Its script (agentConsoleScript.js) polls the chat routes every second or two.
 */
export function renderAgentConsole(): string {
  return renderSandboxDocument({
    title: 'Agent console (sandbox)',
    styles,
    main: `<p class="notice"><strong>Sandbox.</strong> This page stands in for the live-agent service's console: you are the agent.</p>
<h1>Agent console (sandbox)</h1>
<section aria-labelledby="availability-heading">
<h2 id="availability-heading">Availability</h2>
<label class="availability"><input type="checkbox" id="available"> Available for chats</label>
<p id="availability-status" role="status">Loading your availability…</p>
</section>
<section aria-labelledby="conversations-heading">
<h2 id="conversations-heading">Conversations</h2>
<p id="no-conversations">No conversations yet.</p>
<ul id="conversation-list"></ul>
</section>
<section id="conversation" aria-labelledby="conversation-heading" hidden>
<h2 id="conversation-heading" tabindex="-1">Conversation</h2>
<dl id="conversation-context"></dl>
<div id="transcript-log" class="transcript" role="log" aria-label="Messages" tabindex="0"><ol id="transcript"></ol></div>
<form id="reply-form" novalidate>
<label for="reply">Reply</label>
<textarea id="reply" maxlength="1000" autocomplete="off"></textarea>
<div class="buttons">
<button type="submit" class="primary" id="send">Send</button>
<button type="button" class="secondary" id="end">End chat</button>
</div>
</form>
</section>
<p id="console-error" class="error" role="alert"></p>
<script src="/sandbox/agent-console.js" defer></script>`,
  });
}
