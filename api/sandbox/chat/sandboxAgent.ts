/** The sandbox's one live agent: the agent console speaks as this agent. */
export const sandboxAgent = { agentId: 'sandbox-agent', displayName: 'Sam' } as const;
