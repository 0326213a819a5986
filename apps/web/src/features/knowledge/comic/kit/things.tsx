import type { ReactNode } from 'react';

/** Objects of the story: crates, tomatoes, phones, the scale, the cart. (x, y) is the bottom left unless said. */
export const RED = '#e53935';
export const PINK = '#ff8a65';
const CRATE = '#26a69a';
const CRATE_DARK = '#00796b';

export function Tomato({ x, y, r = 5, colour = RED, split = false }: { x: number; y: number; r?: number; colour?: string; split?: boolean }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={colour} />
      <path d={`M${x - r * 0.5} ${y - r * 0.8} L${x} ${y - r * 0.5} L${x + r * 0.5} ${y - r * 0.8}`} stroke="#2e7d32" strokeWidth={r * 0.35} fill="none" strokeLinecap="round" />
      <circle cx={x - r * 0.35} cy={y - r * 0.2} r={r * 0.22} fill="#fff" opacity={0.35} />
      {split && <path d={`M${x + r * 0.1} ${y - r * 0.3} L${x - r * 0.2} ${y + r * 0.1} L${x + r * 0.2} ${y + r * 0.5}`} stroke="#7f1d1d" strokeWidth={1.2} fill="none" />}
    </g>
  );
}

/** A plastic crate with air holes, tomatoes showing at the top when `full`. */
export function Crate({ x, y, w = 40, colour = PINK, full = true }: { x: number; y: number; w?: number; colour?: string; full?: boolean }) {
  const h = w * 0.55;
  const top = y - h;
  const n = Math.max(3, Math.round(w / 9));
  return (
    <g>
      {full &&
        Array.from({ length: n }, (_, i) => <Tomato key={i} x={x + (w / n) * (i + 0.5)} y={top + 1} r={w / n / 2 + 0.6} colour={i % 3 === 1 ? RED : colour} />)}
      <rect x={x} y={top} width={w} height={h} rx={2} fill={CRATE} />
      {[0.3, 0.62].map((row) =>
        Array.from({ length: 4 }, (_, i) => (
          <rect key={`${row}-${i}`} x={x + w * (0.08 + i * 0.23)} y={top + h * row} width={w * 0.15} height={h * 0.2} rx={1} fill={CRATE_DARK} />
        )),
      )}
    </g>
  );
}

export function Basket({ x, y, w = 34 }: { x: number; y: number; w?: number }) {
  return (
    <g>
      {[0.2, 0.45, 0.7].map((p) => <Tomato key={p} x={x + w * p + 2} y={y - w * 0.42} r={w * 0.13} />)}
      <path d={`M${x} ${y - w * 0.4} L${x + w} ${y - w * 0.4} L${x + w * 0.85} ${y} L${x + w * 0.15} ${y} Z`} fill="#c68642" />
      <path d={`M${x + w * 0.08} ${y - w * 0.25} L${x + w * 0.92} ${y - w * 0.25} M${x + w * 0.12} ${y - w * 0.12} L${x + w * 0.88} ${y - w * 0.12}`} stroke="#8d5a2b" strokeWidth={1.5} />
    </g>
  );
}

export function Bucket({ x, y, w = 26 }: { x: number; y: number; w?: number }) {
  return (
    <g>
      <Tomato x={x + w * 0.35} y={y - w * 0.8} r={w * 0.17} colour="#b23b2e" split />
      <Tomato x={x + w * 0.65} y={y - w * 0.78} r={w * 0.16} colour="#a1887f" />
      <path d={`M${x} ${y - w * 0.8} L${x + w} ${y - w * 0.8} L${x + w * 0.85} ${y} L${x + w * 0.15} ${y} Z`} fill="#78909c" />
    </g>
  );
}

/** A phone seen from the front; `screen` draws what it shows: message lines, a fee with coins, or nothing. */
export function Phone({ x, y, w = 16, screen = 'lines', keypad = false }: { x: number; y: number; w?: number; screen?: 'lines' | 'fee' | 'none'; keypad?: boolean }) {
  const h = w * (keypad ? 1.9 : 1.8);
  const top = y - h;
  const sh = keypad ? h * 0.42 : h * 0.78;
  return (
    <g>
      <rect x={x} y={top} width={w} height={h} rx={w * 0.18} fill="#263238" />
      <rect x={x + w * 0.12} y={top + h * 0.08} width={w * 0.76} height={sh} rx={1.5} fill="#b2ebf2" />
      {screen === 'lines' && [0.2, 0.4, 0.6].map((p) => <rect key={p} x={x + w * 0.2} y={top + h * 0.08 + sh * p} width={w * (p === 0.6 ? 0.35 : 0.6)} height={sh * 0.1} rx={1} fill="#00838f" />)}
      {screen === 'fee' && (
        <g>
          <circle cx={x + w * 0.38} cy={top + h * 0.08 + sh * 0.6} r={w * 0.14} fill="#fbc02d" />
          <circle cx={x + w * 0.6} cy={top + h * 0.08 + sh * 0.5} r={w * 0.14} fill="#f9a825" />
          <rect x={x + w * 0.22} y={top + h * 0.08 + sh * 0.18} width={w * 0.56} height={sh * 0.1} rx={1} fill="#00838f" />
        </g>
      )}
      {keypad &&
        Array.from({ length: 9 }, (_, i) => (
          <circle key={i} cx={x + w * (0.27 + (i % 3) * 0.23)} cy={top + h * (0.6 + Math.floor(i / 3) * 0.12)} r={w * 0.06} fill="#90a4ae" />
        ))}
    </g>
  );
}

/** A platform scale; (x, y) bottom left. */
export function PlatformScale({ x, y, w = 52 }: { x: number; y: number; w?: number }) {
  return (
    <g>
      <rect x={x} y={y - 8} width={w} height={8} rx={2} fill="#546e7a" />
      <rect x={x + w - 8} y={y - 48} width={5} height={42} fill="#607d8b" />
      <rect x={x + w - 18} y={y - 62} width={24} height={16} rx={3} fill="#37474f" />
      <rect x={x + w - 15} y={y - 59} width={18} height={8} rx={1} fill="#a5d6a7" />
    </g>
  );
}

/** A wall thermometer; the red column stands at `level` (0–1). (x, y) is the top. */
export function Thermometer({ x, y, level = 0.35 }: { x: number; y: number; level?: number }) {
  return (
    <g>
      <rect x={x - 7} y={y} width={14} height={46} rx={7} fill="#fff" stroke="#90a4ae" strokeWidth={1.5} />
      <rect x={x - 2} y={y + 6 + 30 * (1 - level)} width={4} height={30 * level + 2} fill={RED} />
      <circle cx={x} cy={y + 39} r={4.5} fill={RED} />
      {[0, 1, 2, 3].map((i) => <line key={i} x1={x + 3} x2={x + 6} y1={y + 8 + i * 8} y2={y + 8 + i * 8} stroke="#90a4ae" strokeWidth={1} />)}
    </g>
  );
}

/** A tricycle cart; (x, y) is where the back wheel touches the ground. Children ride on its bed. */
export function Tricycle({ x, y, children }: { x: number; y: number; children?: ReactNode }) {
  return (
    <g>
      {children}
      <rect x={x - 6} y={y - 26} width={78} height={6} rx={2} fill="#8d6e63" />
      <path d={`M${x + 72} ${y - 23} L${x + 92} ${y - 23} L${x + 100} ${y - 44} M${x + 92} ${y - 23} L${x + 104} ${y - 8}`} stroke="#455a64" strokeWidth={3} fill="none" strokeLinecap="round" />
      <rect x={x + 95} y={y - 48} width={14} height={4} rx={2} fill="#263238" />
      {[x + 6, x + 54, x + 104].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={y - 9} r={9} fill="#263238" />
          <circle cx={cx} cy={y - 9} r={3.5} fill="#b0bec5" />
        </g>
      ))}
    </g>
  );
}

/** A wall calendar with `crossed` of its days struck out. (x, y) is the top left. */
export function Calendar({ x, y, crossed }: { x: number; y: number; crossed: number }) {
  return (
    <g>
      <rect x={x} y={y} width={44} height={38} rx={3} fill="#fff" stroke="#b0bec5" />
      <rect x={x} y={y} width={44} height={8} rx={3} fill={RED} />
      {Array.from({ length: 12 }, (_, i) => {
        const cx = x + 6 + (i % 4) * 10.5;
        const cy = y + 15 + Math.floor(i / 4) * 8.5;
        return i < crossed ? (
          <path key={i} d={`M${cx - 3} ${cy - 3} L${cx + 3} ${cy + 3} M${cx + 3} ${cy - 3} L${cx - 3} ${cy + 3}`} stroke="#c62828" strokeWidth={1.5} />
        ) : (
          <rect key={i} x={cx - 2.5} y={cy - 2.5} width={5} height={5} fill="#cfd8dc" />
        );
      })}
    </g>
  );
}

/** Folded bank notes; (x, y) is the centre. */
export function Money({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(-12)`}>
      <rect x={-12} y={-7} width={24} height={14} rx={2} fill="#66bb6a" />
      <rect x={-9} y={-10} width={24} height={14} rx={2} fill="#43a047" />
      <circle cx={3} cy={-3} r={3.5} fill="#a5d6a7" />
    </g>
  );
}
