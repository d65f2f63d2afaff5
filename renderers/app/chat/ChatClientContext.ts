import { createContext } from 'react';
import { createChatClient, type ChatClient } from './createChatClient';
import { getChatBaseUrl } from './getChatBaseUrl';

/** The chat client the chat components use: the real one by default, a fake one in renderer tests. */
export const ChatClientContext = createContext<ChatClient>(createChatClient({ baseUrl: getChatBaseUrl() }));
