/**
 * The comic's people, drawn flat and friendly. A person is drawn in a frame 100 units tall with the feet
 * at (0, 0), then placed with `x`, `y` (the feet) and `h` (height in scene units).
 */
export type Arms = 'down' | 'front' | 'wave' | 'phone' | 'offer';
export type Hair = 'wrap' | 'short' | 'cap';

export interface PersonProps {
  x: number;
  y: number;
  h?: number;
  skin: string;
  outfit: string;
  /** Headwrap, or cap colour; for short hair the hair colour. */
  headColour: string;
  hair: Hair;
  arms?: Arms;
  kneel?: boolean;
  /** Face the other way. */
  flip?: boolean;
  /** A long dress instead of shirt and trousers. */
  dress?: boolean;
  trousers?: string;
}

const INK = '#3b2a20';

function ArmsOf({ arms, skin, outfit }: { arms: Arms; skin: string; outfit: string }) {
  // Each arm: shoulder → elbow → hand, in the person's frame (facing right).
  const paths: Record<Arms, [number, number][][]> = {
    down: [[[-12, -68], [-16, -54], [-17, -42]], [[12, -68], [16, -54], [17, -42]]],
    front: [[[-12, -68], [-6, -56], [10, -54]], [[12, -68], [20, -58], [28, -56]]],
    wave: [[[-12, -68], [-16, -54], [-17, -42]], [[12, -68], [22, -80], [24, -98]]],
    phone: [[[-12, -68], [-16, -54], [-17, -42]], [[12, -68], [20, -56], [12, -64]]],
    offer: [[[-12, -68], [-16, -54], [-17, -42]], [[12, -68], [24, -62], [34, -64]]],
  };
  return (
    <g>
      {paths[arms].map((points, i) => {
        const d = `M${points.map(([px, py]) => `${px} ${py}`).join(' L')}`;
        const [hx, hy] = points[points.length - 1]!;
        return (
          <g key={i}>
            <path d={d} stroke={outfit} strokeWidth={8} fill="none" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx={hx} cy={hy} r={4.2} fill={skin} />
          </g>
        );
      })}
    </g>
  );
}

function Head({ skin, hair, headColour }: { skin: string; hair: Hair; headColour: string }) {
  return (
    <g>
      <rect x={-3.5} y={-76} width={7} height={6} fill={skin} />
      <circle cx={0} cy={-85} r={11} fill={skin} />
      {hair === 'wrap' && (
        <g fill={headColour}>
          <path d="M-12 -87 Q-12 -103 0 -104 Q12 -103 12 -87 Q6 -92 0 -92 Q-6 -92 -12 -87 Z" />
          <path d="M6 -103 Q16 -110 18 -100 Q12 -98 6 -103 Z" />
        </g>
      )}
      {hair === 'short' && <path d="M-11 -87 Q-11 -98 0 -98 Q11 -98 11 -87 Q6 -93 0 -93 Q-6 -93 -11 -87 Z" fill={headColour} />}
      {hair === 'cap' && (
        <g fill={headColour}>
          <path d="M-11 -88 Q-11 -100 0 -100 Q11 -100 11 -88 Z" />
          <rect x={4} y={-90} width={14} height={3.5} rx={1.5} />
        </g>
      )}
      <circle cx={3} cy={-86} r={1.4} fill={INK} />
      <circle cx={8} cy={-86} r={1.4} fill={INK} />
      <path d="M2 -80 Q5.5 -77 9 -80" stroke={INK} strokeWidth={1.3} fill="none" strokeLinecap="round" />
    </g>
  );
}

export function Person({ x, y, h = 90, skin, outfit, headColour, hair, arms = 'down', kneel = false, flip = false, dress = false, trousers = '#4a4e69' }: PersonProps) {
  const s = h / 100;
  const drop = kneel ? 22 : 0;
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`}>
      <ellipse cx={0} cy={1} rx={20} ry={3.5} fill="#000" opacity={0.12} />
      {kneel ? (
        <path d="M-6 -18 L-8 -2 L-22 -1 M6 -18 L18 -2 L30 -2" stroke={trousers} strokeWidth={8} fill="none" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        !dress && <path d="M-6 -40 L-8 -2 M6 -40 L8 -2" stroke={trousers} strokeWidth={8} fill="none" strokeLinecap="round" />
      )}
      <g transform={`translate(0 ${drop})`}>
        {dress && !kneel && <path d="M-6 -12 L-7 -2 M6 -12 L7 -2" stroke={skin} strokeWidth={6} strokeLinecap="round" />}
        <path
          d={dress ? 'M-13 -72 Q0 -76 13 -72 L20 -14 Q0 -10 -20 -14 Z' : 'M-13 -72 Q0 -76 13 -72 L15 -38 Q0 -35 -15 -38 Z'}
          fill={outfit}
        />
        {dress && <path d="M-18 -30 Q0 -26 18 -30" stroke="#fff" strokeOpacity={0.35} strokeWidth={3} fill="none" />}
        <ArmsOf arms={arms} skin={skin} outfit={outfit} />
        <Head skin={skin} hair={hair} headColour={headColour} />
      </g>
    </g>
  );
}

type Placed = Pick<PersonProps, 'x' | 'y' | 'h' | 'arms' | 'kneel' | 'flip'>;

/** Amina, the farmer: orange headwrap, green dress. */
export const Amina = (p: Placed) => <Person {...p} skin="#8d5524" outfit="#2e7d32" headColour="#f57c00" hair="wrap" dress />;
/** Tunde, her teenage son: blue shirt. */
export const Tunde = (p: Placed) => <Person h={78} {...p} skin="#7b4a26" outfit="#1e88e5" headColour="#2b1d14" hair="short" trousers="#37474f" />;
/** Musa, the operator: cap and teal shirt of the cold room. */
export const Musa = (p: Placed) => <Person {...p} skin="#6f4326" outfit="#00838f" headColour="#004d57" hair="cap" trousers="#263238" />;
/** Mama Ngozi, the trader: purple headwrap, red dress. */
export const MamaNgozi = (p: Placed) => <Person {...p} skin="#5d3a1a" outfit="#c62828" headColour="#6a1b9a" hair="wrap" dress />;
