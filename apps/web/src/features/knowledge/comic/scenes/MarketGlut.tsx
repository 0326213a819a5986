import { Amina, MamaNgozi } from '../kit/people';
import { Ground, Scene, SKY, Stall, Sun } from '../kit/places';
import { Phone, RED } from '../kit/things';

/** Noon at a crowded market: tomatoes everywhere and a falling price. In the corner, Amina waits calmly. */
export function MarketGlut() {
  return (
    <Scene sky={SKY.noon}>
      <Sun x={150} y={20} r={12} />
      <Ground y={140} colour="#e0c9a6" />
      <Stall x={6} y={176} w={88} heap={4} />
      <Stall x={104} y={176} w={88} heap={4} />
      <g>
        <rect x={206} y={112} width={44} height={34} rx={3} fill="#37474f" stroke="#6d4c41" strokeWidth={3} />
        <path d="M218 120 L238 120 M228 120 L228 138 M221 131 L228 139 L235 131" stroke={RED} strokeWidth={3.5} fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <rect x={226} y={146} width={4} height={30} fill="#6d4c41" />
      </g>
      <MamaNgozi x={164} y={194} arms="wave" h={86} />
      <g>
        <defs>
          <clipPath id="glut-inset">
            <circle cx={272} cy={56} r={42} />
          </clipPath>
        </defs>
        <circle cx={272} cy={56} r={45} fill="#fff" />
        <g clipPath="url(#glut-inset)">
          <rect x={228} y={12} width={90} height={90} fill="#fff3e0" />
          <rect x={228} y={80} width={90} height={20} fill="#aed581" />
          <Amina x={270} y={96} h={66} arms="phone" />
          <Phone x={276} y={58} w={7} keypad screen="none" />
        </g>
        <circle cx={272} cy={56} r={42} fill="none" stroke="#90a4ae" strokeWidth={2} />
      </g>
    </Scene>
  );
}
