import { chromium } from '@playwright/test';
// Lighthouse's own measure of a device's CPU (its `benchmarkIndex`): the function Lighthouse evaluates in
// the page under test, evaluated here the same way, in the same Chromium, without throttling.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { BROWSER_ARGS, chromiumPath } from './chromium';

/**
 * The phone we design for: Chrome DevTools' "low-tier mobile" calibration target (a Moto G Power 2022),
 * benchmark index 264. A mid-tier phone (a Pixel 5) is 1,000.
 */
export const LOW_TIER_INDEX = 264;
/** Samples per calibration (about 1 s each); the median is used. */
const SAMPLES = 5;

export interface Calibration {
  /** The host's benchmark index, the median of the samples. */
  index: number;
  samples: number[];
  /** Chromium's CPU throttling rate that makes this host a low-tier phone: index / 264 (at least 1). */
  rate: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Measures the host now: Lighthouse's benchmark, `SAMPLES` times in a fresh page of an unthrottled
 * Chromium, the median. Run next to each measured run, since this shared host's speed moves by the hour.
 */
export async function calibrate(): Promise<Calibration> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
  try {
    const page = await browser.newPage();
    const samples: number[] = [];
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    // A first run warms the engine up (it measured half the later ones here) and is not counted.
    await page.evaluate(source);
    for (let sample = 0; sample < SAMPLES; sample += 1) samples.push(Math.round((await page.evaluate(source)) as number));
    const index = median(samples);
    return { index, samples, rate: Math.max(1, Math.round((index / LOW_TIER_INDEX) * 100) / 100) };
  } finally {
    await browser.close();
  }
}
