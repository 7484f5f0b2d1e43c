import type { ESLint } from 'eslint';

/** Why `fromFile` (a project path) may not import `specifier`, or undefined when it may. */
export function layeringProblem(fromFile: string, specifier: string): string | undefined;
/** The files of every import cycle in an import graph (file → the files it imports). */
export function cyclesOf(edges: Map<string, string[]>): string[][];
declare const plugin: ESLint.Plugin;
export default plugin;
