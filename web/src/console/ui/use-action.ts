import { useState } from 'react';
import { problemText } from '../session';

/** Runs a step the developer asked for; what went wrong is kept to show, in words. */
export function useAction() {
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    try {
      await action();
      setProblem(null);
      return true;
    } catch (error) {
      setProblem(problemText(error));
      return false;
    }
  };
  return { problem, setProblem, run };
}
