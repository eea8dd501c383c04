/**
 * Whether this process is the development server (`docusaurus start`): its
 * command is the first argument after the script. The plugins that do slow
 * work for every page (type hovers, the API reference) do it lazily or in
 * the background there, so an author gets the first page in seconds.
 */
export function isDevServer(argv: readonly string[] = process.argv): boolean {
  return argv[2] === 'start';
}
