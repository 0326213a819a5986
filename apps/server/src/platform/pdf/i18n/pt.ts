import { GLOSSARY } from '@coldroom/domain';
import type { ReceiptStrings } from './types';

const g = GLOSSARY.pt;

export const pt: ReceiptStrings = {
  title: { check_in: 'Recibo de entrada', check_out: 'Recibo de saída' },
  movement: { check_in: g.checkIn, check_out: g.checkOut },
  code: 'Código',
  date: 'Data',
  operator: g.operator,
  farmer: g.farmer,
  phone: 'Telefone',
  farmerCode: 'Código do agricultor',
  room: g.coldRoom,
  location: 'Local',
  crop: 'Produto',
  crate: g.crate,
  weightKg: 'Peso (kg)',
  kg: g.kg,
  days: 'Dias',
  plannedDays: 'Dias previstos',
  price: {
    fixed: { crates: '{price} por caixa', kg: '{price} por kg' },
    daily: { crates: '{price} por caixa por dia', kg: '{price} por kg por dia' },
  },
  estimate: 'Estimativa para os dias previstos',
  fee: g.storageFee,
  subtotal: 'Subtotal',
  discount: 'Desconto',
  total: 'Total',
  payment: 'Pagamento',
  methods: {
    cash: 'Dinheiro',
    card: 'Cartão',
    bank_transfer: 'Transferência bancária',
    mobile_money: 'Carteira móvel',
    upi: 'UPI',
    ussd: 'USSD',
    qr_code: 'Código QR',
  },
  paid: 'Pago',
  unpaid: 'Não pago',
  thanks: 'Obrigado por guardar os seus produtos connosco.',
  stop: '.',
  smsThanks: 'Obrigado!',
  contact: 'Contacto',
  page: 'Página {page} de {pages}',
};
