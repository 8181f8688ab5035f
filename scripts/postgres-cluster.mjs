// A throwaway PostgreSQL for the test command: a new cluster in a temporary directory on a free port, removed
// afterwards. Debian's `postgresql` package is installed first when it is missing and we are root; otherwise the
// caller is told why there is no PostgreSQL, and skips.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

/** The newest installed server's bin directory (Debian keeps it off PATH, in /usr/lib/postgresql/<major>/bin). */
function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const majors = readdirSync(root)
      .filter((entry) => existsSync(path.join(root, entry, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (majors.length > 0) return path.join(root, majors[0], 'bin');
  }
  const onPath = run('sh', ['-c', 'command -v initdb']).stdout.trim();
  return onPath ? path.dirname(onPath) : null;
}

function install() {
  console.log('PostgreSQL is missing: installing Debian’s postgresql (apt-get, as root).');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // The package's own cluster is not wanted: the tests start theirs on a free port.
  run(
    'sh',
    [
      '-c',
      'mkdir -p /etc/postgresql-common && echo "create_main_cluster = false" >> /etc/postgresql-common/createcluster.conf',
    ],
    { env },
  );
  run('apt-get', ['update'], { stdio: 'inherit', env });
  return (
    run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env }).status === 0
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster and returns `{ url, stop }`, or `{ skipped }` with the reason. PostgreSQL refuses to run as
 * root, so as root the cluster belongs to the `postgres` user the Debian package creates.
 */
export function startThrowawayPostgres() {
  return startPostgresCluster({ keep: false });
}

/**
 * The same cluster in a directory that outlives it (the benchmark keeps its million domains there between runs):
 * a directory already holding a cluster is started as it is, and `stop()` leaves it in place.
 */
export function startKeptPostgres(dir) {
  return startPostgresCluster({ dir, keep: true });
}

async function startPostgresCluster({ dir: keptDir, keep }) {
  let bin = findBinDir();
  if (!bin && isRoot() && install()) bin = findBinDir();
  if (!bin) {
    return {
      skipped: isRoot()
        ? 'PostgreSQL could not be installed with apt-get.'
        : 'PostgreSQL is not installed, and only root may install it (apt-get install postgresql).',
    };
  }
  const dir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'domenika-postgres-'));
  mkdirSync(dir, { recursive: true });
  const discard = () => {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  let asUser = [];
  if (isRoot()) {
    const uid = Number(run('id', ['-u', 'postgres']).stdout.trim());
    const gid = Number(run('id', ['-g', 'postgres']).stdout.trim());
    if (!Number.isInteger(uid) || uid <= 0) {
      discard();
      return { skipped: 'Running as root, and there is no postgres user to own the cluster.' };
    }
    chownSync(dir, uid, gid);
    asUser = ['runuser', '-u', 'postgres', '--'];
  }
  const exec = (tool, args) => {
    const [command, ...rest] = [...asUser, path.join(bin, tool), ...args];
    return run(command, rest);
  };
  const data = path.join(dir, 'data');
  const existing = existsSync(path.join(data, 'PG_VERSION'));
  // PGlite's locale: UTF-8, byte-order collation ("C") and C.UTF-8 character classes, so both engines sort, lower
  // and compare alike (server/db/engine-parity.test.ts holds them to it).
  const init = existing
    ? { status: 0 }
    : exec('initdb', [
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--lc-collate=C',
      ]);
  if (init.status !== 0) {
    discard();
    return { skipped: `initdb failed: ${init.stderr.trim() || init.stdout.trim()}` };
  }
  const port = await freePort();
  // A test database needs no durability: without fsync a test run writes several times faster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () => exec('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  let started = start();
  if (started.status !== 0 && existing) {
    // A kept cluster whose last user was killed may still be running on an old port: stop it and start afresh.
    exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    started = start();
  }
  if (started.status !== 0) {
    discard();
    return { skipped: `PostgreSQL did not start: ${started.stderr.trim() || started.stdout.trim()}` };
  }
  const version = exec('postgres', ['--version']).stdout.trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    dataDir: data,
    /** Stops the server (its connections are closed), keeping the data: an outage. */
    pause() {
      const stopped = exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      if (stopped.status !== 0) throw new Error(`pg_ctl stop failed: ${stopped.stderr}`);
    },
    /** Starts the paused server again on the same port. */
    resume() {
      const resumed = start();
      if (resumed.status !== 0) throw new Error(`pg_ctl start failed: ${resumed.stderr}`);
    },
    stop() {
      // A kept cluster shuts down cleanly, so that its next start needs no recovery.
      exec('pg_ctl', ['-D', data, '-m', keep ? 'fast' : 'immediate', '-w', 'stop']);
      discard();
    },
  };
}
