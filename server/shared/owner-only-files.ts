import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The database, the uploads and the mail copies are the users' data: no other local account may read or change them.
 * Directories are 0700 and files 0600, whatever the operator's umask.
 */
export const OWNER_ONLY_DIR_MODE = 0o700;
export const OWNER_ONLY_FILE_MODE = 0o600;

/**
 * Makes everything the process creates from now on its owner's alone. Called first by each entry point (the server,
 * `npm run create-admin`); the umask belongs to the whole process, so a library function never sets it.
 */
export function restrictNewFilesToOwner(): void {
  process.umask(0o077);
}

/** Creates a directory (and its missing parents) for the owner only. */
export async function makeOwnerOnlyDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
}

/**
 * Narrows a tree to its owner by clearing the group's and others' bits: PGlite unpacks its cluster with 0666 files
 * and 0755 folders whatever the umask, and a data directory from an older version may be wider too. The owner's own
 * bits are kept, so a DATA_DIR pointed at the wrong folder loses no one's access but strangers'. Symbolic links are
 * left alone, so the walk never leaves the tree. A missing root is nothing to do.
 */
export async function restrictTreeToOwner(root: string): Promise<void> {
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    try {
      const stat = await fs.lstat(current);
      if (stat.isSymbolicLink()) continue;
      const mode = stat.mode & 0o777;
      if ((mode & 0o077) !== 0) await fs.chmod(current, mode & 0o700);
      if (stat.isDirectory()) for (const name of await fs.readdir(current)) pending.push(path.join(current, name));
    } catch (error) {
      // A file PGlite removed between listing and looking is no longer anyone's to read.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
