/**
 * Which routes a node serves (docs/deploy.md "Roles"): all, one process with everything (the default); api, the
 * product API and the site; gateway, the chat gateway's socket, long polls and report.
 */
export type NodeRole = 'all' | 'api' | 'gateway';

export const nodeRoles: readonly NodeRole[] = ['all', 'api', 'gateway'];
