/**
 * The command line shared by the scripts that load pages of a running server (trace.mjs,
 * profile.mjs): `--base=URL --runs=N --cpu=N [--json] <paths>`, paths default to `/`.
 */
export function pageArgs(argv = process.argv.slice(2)) {
  const option = (name, fallback) => {
    const hit = argv.find((a) => a.startsWith(`--${name}=`));
    return hit ? hit.slice(name.length + 3) : fallback;
  };
  const paths = argv.filter((a) => !a.startsWith('--'));
  return {
    base: option('base', 'http://127.0.0.1:3600'),
    runs: Number(option('runs', '3')),
    cpu: Number(option('cpu', '4')),
    json: argv.includes('--json'),
    paths: paths.length > 0 ? paths : ['/'],
  };
}
