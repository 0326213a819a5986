import { Amina, Musa } from '../kit/people';
import { Scene, SKY } from '../kit/places';
import { Crate, Phone, PlatformScale, Thermometer } from '../kit/things';

/** Inside the cold room at 12 °C: Musa weighs each crate and checks it in; Amina holds her keypad phone. */
export function WeighingCheckIn() {
  return (
    <Scene sky={SKY.inside}>
      <rect y={150} width={320} height={50} fill="#b0bec5" />
      <Thermometer x={40} y={34} level={0.4} />
      <rect x={208} y={170} width={104} height={8} fill="#8d6e63" />
      {[0, 1, 2].map((col) =>
        [0, 1, 2].map((row) => <Crate key={`${col}-${row}`} x={212 + col * 34} y={170 - row * 19} w={32} />),
      )}
      <PlatformScale x={104} y={184} w={62} />
      <Crate x={108} y={176} w={40} />
      <Musa x={190} y={186} arms="phone" flip />
      <Phone x={170} y={138} w={9} />
      <Amina x={58} y={188} arms="phone" />
      <Phone x={67} y={132} w={8} keypad screen="none" />
    </Scene>
  );
}
