// The agent console's script (GET /sandbox/agent-console.js): the agent's side of the sandbox's live-agent service.
// Plain browser JavaScript, no build step; every text is set with textContent (nothing a visitor typed becomes HTML).
(function () {
  'use strict';
  var byId = function (id) { return document.getElementById(id); };
  var available = byId('available');
  var availabilityStatus = byId('availability-status');
  var list = byId('conversation-list');
  var noConversations = byId('no-conversations');
  var section = byId('conversation');
  var heading = byId('conversation-heading');
  var contextList = byId('conversation-context');
  var transcript = byId('transcript');
  var transcriptLog = byId('transcript-log');
  var form = byId('reply-form');
  var reply = byId('reply');
  var send = byId('send');
  var end = byId('end');
  var errorText = byId('console-error');

  var selectedId = null;
  var selectedStatus = null;
  /** The newest message id shown in the transcript of the selected conversation. */
  var lastSeen = 0;
  /** Whether a messages request is under way, and whether to ask again once it is answered (asked for meanwhile by a selection, a reply or an end). */
  var messagesBusy = false;
  var pollMessagesAgain = false;
  /** Per conversation: the newest message id the agent has seen. */
  var seen = {};
  var contextLabels = [
    ['page', 'Page'], ['vehicleYear', 'Year'], ['vehicleMake', 'Make'], ['vehicleModel', 'Model'], ['vehicleStyle', 'Style'],
    ['serviceZip', 'Service zip'], ['glassType', 'Glass'], ['damageType', 'Damage'], ['paymentType', 'Payment'],
    ['quote', 'Quote'], ['partId', 'Part'], ['recalibration', 'Recalibration'],
  ];
  var senderNames = { visitor: 'Visitor', agent: 'You', assistant: 'Assistant', system: 'Chat' };

  function call(method, path, body) {
    return fetch(path, {
      method: method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().then(function (data) {
        if (!response.ok) throw new Error(data && data.message ? data.message : 'The chat service answered ' + response.status + '.');
        errorText.textContent = '';
        return data;
      });
    });
  }
  function showError(error) { errorText.textContent = error.message; }

  function showAvailability(status) {
    available.checked = status.available;
    availabilityStatus.textContent = status.available
      ? 'You are available: visitors see the live-agent button.'
      : 'You are away: visitors do not see the live-agent button.';
  }
  available.addEventListener('change', function () {
    call('PUT', '/sandbox/chat/agent', { available: available.checked }).then(showAvailability, showError);
  });

  function visitorName(conversation) { return conversation.firstName + ' ' + conversation.lastName; }
  function vehicleText(context) {
    return [context.vehicleYear, context.vehicleMake, context.vehicleModel].filter(function (part) { return part !== null && part !== undefined; }).join(' ');
  }

  /** List buttons by conversation id: updated in place, so a button keeps keyboard focus across polls. */
  var buttons = {};
  function showList(conversations) {
    noConversations.hidden = conversations.length > 0;
    conversations.forEach(function (conversation, index) {
      var button = buttons[conversation.conversationId];
      if (!button) {
        var item = document.createElement('li');
        button = document.createElement('button');
        button.type = 'button';
        button.className = 'conversation-button';
        button.addEventListener('click', function () { select(button.conversation); });
        item.appendChild(button);
        buttons[conversation.conversationId] = button;
        list.insertBefore(item, list.children[index] || null);
      }
      button.conversation = conversation;
      button.setAttribute('aria-current', conversation.conversationId === selectedId ? 'true' : 'false');
      var vehicle = vehicleText(conversation.context || {});
      var unseen = conversation.lastMessageId > (seen[conversation.conversationId] || 0) && conversation.conversationId !== selectedId;
      var label = visitorName(conversation) + (vehicle ? ', ' + vehicle : '') + (conversation.status === 'ended' ? ' (ended)' : '');
      if (button.dataset.label === label + unseen) return;
      button.dataset.label = label + unseen;
      button.textContent = label;
      if (unseen) {
        var badge = document.createElement('span');
        badge.className = 'badge';
        badge.textContent = 'new';
        button.appendChild(badge);
      }
    });
  }

  function select(conversation) {
    selectedId = conversation.conversationId;
    selectedStatus = conversation.status;
    lastSeen = 0;
    transcript.replaceChildren();
    contextList.replaceChildren();
    heading.textContent = 'Conversation with ' + visitorName(conversation);
    var rows = [['email', 'Email', conversation.email]].concat(contextLabels.map(function (pair) {
      return [pair[0], pair[1], (conversation.context || {})[pair[0]]];
    }));
    rows.forEach(function (row) {
      if (row[2] === null || row[2] === undefined || row[2] === '') return;
      var term = document.createElement('dt');
      term.textContent = row[1];
      var value = document.createElement('dd');
      value.textContent = row[0] === 'quote' ? '$' + Number(row[2]).toFixed(2) : row[0] === 'recalibration' ? (row[2] ? 'needed' : 'not needed') : String(row[2]);
      contextList.append(term, value);
    });
    section.hidden = false;
    showEnded();
    heading.focus();
    pollMessages(true);
    pollList();
  }

  function showEnded() {
    var ended = selectedStatus === 'ended';
    reply.disabled = ended;
    send.disabled = ended;
    end.disabled = ended;
  }

  function appendMessages(page) {
    page.messages.forEach(function (message) {
      // Already shown (an answer overlapping one shown before).
      if (message.messageId <= lastSeen) return;
      var item = document.createElement('li');
      item.className = 'message message-' + message.sender;
      var sender = document.createElement('span');
      sender.className = 'sender';
      sender.textContent = senderNames[message.sender] || message.sender;
      var text = document.createElement('span');
      text.textContent = message.text;
      item.append(sender, text);
      transcript.appendChild(item);
      lastSeen = Math.max(lastSeen, message.messageId);
    });
    seen[page.conversationId] = Math.max(seen[page.conversationId] || 0, lastSeen);
    if (page.messages.length > 0) transcriptLog.scrollTop = transcriptLog.scrollHeight;
    selectedStatus = page.status;
    showEnded();
  }

  /**
   * Asks for the selected conversation's messages after the last one shown: one request at a time (a timer's poll while
   * one is under way is skipped; `askAgainIfBusy`, after a selection, a reply or an end, asks again once it is answered),
   * and an answer is dropped when the conversation selected or the transcript changed since it was asked (it would show
   * messages twice).
   */
  function pollMessages(askAgainIfBusy) {
    if (!selectedId) return Promise.resolve();
    if (messagesBusy) {
      if (askAgainIfBusy) pollMessagesAgain = true;
      return Promise.resolve();
    }
    messagesBusy = true;
    pollMessagesAgain = false;
    var id = selectedId;
    var after = lastSeen;
    return call('GET', '/sandbox/chat/conversations/' + encodeURIComponent(id) + '/messages?after=' + after).then(function (page) {
      if (id === selectedId && after === lastSeen) appendMessages(page);
    }, showError).then(function () {
      messagesBusy = false;
      if (pollMessagesAgain) return pollMessages(false);
    });
  }
  function pollList() {
    return call('GET', '/sandbox/chat/conversations?limit=50').then(function (answer) { showList(answer.conversations); }, showError);
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = reply.value.trim();
    if (!selectedId) return;
    if (!text) {
      errorText.textContent = 'Type a reply first.';
      reply.focus();
      return;
    }
    send.disabled = true;
    call('POST', '/sandbox/chat/conversations/' + encodeURIComponent(selectedId) + '/messages', { sender: 'agent', text: text })
      .then(function () { reply.value = ''; return pollMessages(true); }, showError)
      .then(function () { send.disabled = selectedStatus === 'ended'; reply.focus(); });
  });
  end.addEventListener('click', function () {
    if (!selectedId) return;
    call('POST', '/sandbox/chat/conversations/' + encodeURIComponent(selectedId) + '/end', { by: 'agent' }).then(function () { return pollMessages(true); }, showError);
  });

  call('GET', '/sandbox/chat/agent').then(showAvailability, showError);
  pollList();
  setInterval(pollList, 2000);
  setInterval(function () { pollMessages(false); }, 1000);
})();
