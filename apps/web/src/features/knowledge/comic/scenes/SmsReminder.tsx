import { Amina } from '../kit/people';
import { Ground, Scene, SKY } from '../kit/places';
import { Calendar, Crate, Phone } from '../kit/things';

/** Eight days later at dusk: a text message says it is time to pick up; the calendar shows the days gone. */
export function SmsReminder() {
  return (
    <Scene sky={SKY.dusk}>
      <Ground y={160} colour="#689f38" />
      <path d="M196 78 L262 40 L328 78 Z" fill="#8d6e63" />
      <rect x={204} y={78} width={120} height={90} fill="#ffe0b2" />
      <rect x={286} y={118} width={24} height={50} fill="#6d4c41" />
      <Calendar x={228} y={94} crossed={8} />
      <Amina x={120} y={190} h={96} arms="phone" />
      <Phone x={129} y={124} w={9} keypad screen="none" />
      <g>
        <rect x={14} y={14} width={150} height={64} rx={12} fill="#fff" stroke="#00838f" strokeWidth={2} />
        <path d="M118 76 L132 100 L134 76" fill="#fff" stroke="#00838f" strokeWidth={2} strokeLinejoin="round" />
        <rect x={119} y={73} width={14} height={6} fill="#fff" />
        <Crate x={24} y={54} w={34} />
        <circle cx={84} cy={42} r={14} fill="#fff3e0" stroke="#ef6c00" strokeWidth={2.5} />
        <path d="M84 33 L84 42 L91 46" stroke="#ef6c00" strokeWidth={2.5} fill="none" strokeLinecap="round" />
        <rect x={108} y={30} width={46} height={6} rx={3} fill="#00838f" />
        <rect x={108} y={42} width={34} height={6} rx={3} fill="#80cbc4" />
        <rect x={24} y={62} width={90} height={6} rx={3} fill="#80cbc4" />
      </g>
    </Scene>
  );
}
