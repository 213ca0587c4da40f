// Types of workspacePackages.mjs for the TypeScript tests that list the workspaces.
export interface WorkspacePackage {
  dir: string
  // biome-ignore lint/suspicious/noExplicitAny: a package.json, read as it is
  manifest: Record<string, any>
}
export function workspacePackages(root: string): WorkspacePackage[]
export function publicPackages(root: string): WorkspacePackage[]
