// Peak memory of the server process tree, sampled from /proc/<pid>/status (Linux) while a phase runs.
import fs from "node:fs";

const KIB_PER_MIB = 1024;

function statusKiB(pid, field) {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0; // gone between listing and reading
  }
}

/** The process and all its descendants (via /proc/<pid>/task/<tid>/children). */
function processTree(pid) {
  const out = [pid];
  for (let i = 0; i < out.length; i += 1) {
    let tasks = [];
    try {
      tasks = fs.readdirSync(`/proc/${out[i]}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = fs.readFileSync(`/proc/${out[i]}/task/${task}/children`, "utf8").trim();
        if (children) out.push(...children.split(/\s+/).map(Number));
      } catch {
        /* the task ended */
      }
    }
  }
  return out;
}

/** The tree's summed VmRSS now, in KiB (0 when the process is gone or /proc is missing). */
export function treeRssKiB(pid) {
  return processTree(pid).reduce((sum, p) => sum + statusKiB(p, "VmRSS"), 0);
}

/**
 * Samples the tree's resident memory every `intervalMs` until `stop()`, which answers (MiB): the peak of the
 * tree's summed VmRSS over the samples, and the kernel's own high-water mark (VmHWM) of each process, summed,
 * read last (it catches peaks between samples).
 */
export function sampleMemory(pid, intervalMs = 250) {
  if (!fs.existsSync(`/proc/${pid}/status`)) return { stop: () => null };
  let peakRssKiB = 0;
  let samples = 0;
  const hwmKiB = new Map();
  const sample = () => {
    const tree = processTree(pid);
    peakRssKiB = Math.max(
      peakRssKiB,
      tree.reduce((sum, p) => sum + statusKiB(p, "VmRSS"), 0),
    );
    for (const p of tree) hwmKiB.set(p, Math.max(hwmKiB.get(p) ?? 0, statusKiB(p, "VmHWM")));
    samples += 1;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      sample();
      clearInterval(timer);
      const hwm = [...hwmKiB.values()].reduce((a, b) => a + b, 0);
      return {
        peakRssMiB: Math.round(peakRssKiB / KIB_PER_MIB),
        peakHwmMiB: Math.round(hwm / KIB_PER_MIB),
        processes: hwmKiB.size,
        samples,
      };
    },
  };
}
