/** Backgrounds of the scenes: sky, ground, trees, the solar cold room, market stalls. */
import type { ReactNode } from 'react';
import { RED, Tomato } from './things';

export const W = 320;
export const H = 200;

/** The frame of every scene: a 320 × 200 drawing that scales to the phone's width. */
export function Scene({ children, sky }: { children: ReactNode; sky: [string, string] }) {
  const id = `sky-${sky.join('').replace(/#/g, '')}`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="presentation" aria-hidden focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="1" stopColor={sky[1]} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id})`} />
      {children}
    </svg>
  );
}

export const SKY = {
  dawn: ['#ffd59e', '#fff3e0'] as [string, string],
  day: ['#81d4fa', '#e1f5fe'] as [string, string],
  noon: ['#4fc3f7', '#fff9c4'] as [string, string],
  dusk: ['#5c6bc0', '#ffab91'] as [string, string],
  inside: ['#e3f2fd', '#e3f2fd'] as [string, string],
};

export function Sun({ x, y, r = 16, colour = '#ffb300' }: { x: number; y: number; r?: number; colour?: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r * 1.6} fill={colour} opacity={0.2} />
      <circle cx={x} cy={y} r={r} fill={colour} />
    </g>
  );
}

export function Ground({ y, colour = '#9ccc65' }: { y: number; colour?: string }) {
  return <path d={`M0 ${y} Q${W / 2} ${y - 8} ${W} ${y} L${W} ${H} L0 ${H} Z`} fill={colour} />;
}

export function Tree({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-5 0 L-4 -50 L4 -50 L5 0 Z" fill="#795548" />
      <circle cx={-22} cy={-58} r={22} fill="#388e3c" />
      <circle cx={18} cy={-62} r={24} fill="#43a047" />
      <circle cx={-2} cy={-80} r={24} fill="#4caf50" />
    </g>
  );
}

/** Rows of tomato plants with fruit turning from pink to red. */
export function TomatoRows({ y, from = 0, to = W }: { y: number; from?: number; to?: number }) {
  const plants = [];
  for (let x = from + 12; x < to; x += 30) {
    plants.push(
      <g key={x}>
        <ellipse cx={x} cy={y - 10} rx={13} ry={11} fill="#558b2f" />
        <Tomato x={x - 5} y={y - 8} r={3} colour={RED} />
        <Tomato x={x + 5} y={y - 12} r={3} colour="#ff8a65" />
      </g>,
    );
  }
  return <g>{plants}</g>;
}

/** The solar cold room: white insulated walls, panels on the roof, a door and a snowflake sign. (x, y) bottom left. */
export function ColdRoom({ x, y, w = 130, open = false }: { x: number; y: number; w?: number; open?: boolean }) {
  const h = w * 0.62;
  const top = y - h;
  return (
    <g>
      <path d={`M${x - 6} ${top} L${x + w * 0.2} ${top - 26} L${x + w + 6} ${top - 26} L${x + w + 6} ${top} Z`} fill="#1e3a5f" />
      {[0.35, 0.55, 0.75].map((p) => <line key={p} x1={x + w * p} y1={top - 26} x2={x + w * p - 12} y2={top} stroke="#5b8cc0" strokeWidth={1.5} />)}
      <line x1={x + w * 0.1} y1={top - 13} x2={x + w + 6} y2={top - 13} stroke="#5b8cc0" strokeWidth={1.5} />
      <rect x={x} y={top} width={w} height={h} fill="#f5f7fa" stroke="#b0bec5" strokeWidth={1.5} />
      <rect x={x + w * 0.56} y={top + h * 0.2} width={w * 0.3} height={h * 0.8} fill={open ? '#37474f' : '#cfd8dc'} stroke="#90a4ae" />
      {open && <rect x={x + w * 0.86} y={top + h * 0.2} width={w * 0.12} height={h * 0.8} fill="#cfd8dc" stroke="#90a4ae" />}
      <g transform={`translate(${x + w * 0.25} ${top + h * 0.42})`} stroke="#0288d1" strokeWidth={2.5} strokeLinecap="round">
        {[0, 60, 120].map((a) => <line key={a} x1={0} y1={-12} x2={0} y2={12} transform={`rotate(${a})`} />)}
      </g>
    </g>
  );
}

/** A market stall with a striped awning and a heap of tomatoes; (x, y) bottom left. */
export function Stall({ x, y, w = 90, heap = 3 }: { x: number; y: number; w?: number; heap?: number }) {
  const stripes = 6;
  const tomatoes = [];
  for (let row = 0; row < heap; row += 1) {
    for (let i = 0; i < heap * 2 - row * 2; i += 1) {
      tomatoes.push(<Tomato key={`${row}-${i}`} x={x + w / 2 - (heap - row) * 6 + i * 6 + 3} y={y - 34 - row * 5} r={3.4} />);
    }
  }
  return (
    <g>
      <rect x={x + 4} y={y - 78} width={4} height={78} fill="#6d4c41" />
      <rect x={x + w - 8} y={y - 78} width={4} height={78} fill="#6d4c41" />
      {Array.from({ length: stripes }, (_, i) => (
        <path key={i} d={`M${x + (w / stripes) * i} ${y - 84} h${w / stripes} v14 q-${w / stripes / 2} 6 -${w / stripes} 0 Z`} fill={i % 2 ? '#fff8e1' : '#ef6c00'} />
      ))}
      <rect x={x} y={y - 32} width={w} height={8} fill="#8d6e63" />
      <rect x={x + 6} y={y - 24} width={w - 12} height={24} fill="#a1887f" />
      {tomatoes}
    </g>
  );
}
