import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

interface ProcessStat {
  pid: number;
  parent: number;
  group: number;
  /** User and system time, in ms. */
  cpuMs: number;
}

function readStat(pid: number): ProcessStat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after the last ")".
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state, ppid, pgrp, …; utime and stime are the 14th and 15th fields of the whole line.
    return {
      pid,
      parent: Number(fields[1]),
      group: Number(fields[2]),
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

function allProcesses(): ProcessStat[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcessStat => stat !== null);
}

/** CPU time so far, in ms, of every process in a process group (a server started detached, with its children). */
export function groupCpuMs(group: number): number {
  return allProcesses()
    .filter((p) => p.group === group)
    .reduce((sum, p) => sum + p.cpuMs, 0);
}

/** CPU time so far, in ms, of a PostgreSQL server: the postmaster named in its data directory, and its backends. */
export function postgresCpuMs(dataDir: string): number {
  const postmaster = Number(fs.readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  return allProcesses()
    .filter((p) => p.pid === postmaster || p.parent === postmaster)
    .reduce((sum, p) => sum + p.cpuMs, 0);
}

/** CPU time so far, in ms, of this process (the load generator). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
