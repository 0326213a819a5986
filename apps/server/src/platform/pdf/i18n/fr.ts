import { GLOSSARY } from '@coldroom/domain';
import type { ReceiptStrings } from './types';

const g = GLOSSARY.fr;

export const fr: ReceiptStrings = {
  title: { check_in: 'Reçu d’entrée', check_out: 'Reçu de sortie' },
  movement: { check_in: g.checkIn, check_out: g.checkOut },
  code: 'Code',
  date: 'Date',
  operator: g.operator,
  farmer: g.farmer,
  phone: 'Téléphone',
  farmerCode: 'Code agriculteur',
  room: g.coldRoom,
  location: 'Lieu',
  crop: 'Produit',
  crate: g.crate,
  weightKg: 'Poids (kg)',
  kg: g.kg,
  days: 'Jours',
  plannedDays: 'Jours prévus',
  price: {
    fixed: { crates: '{price} par caisse', kg: '{price} par kg' },
    daily: { crates: '{price} par caisse et par jour', kg: '{price} par kg et par jour' },
  },
  estimate: 'Estimation pour les jours prévus',
  fee: g.storageFee,
  subtotal: 'Sous-total',
  discount: 'Remise',
  total: 'Total',
  payment: 'Paiement',
  methods: {
    cash: 'Espèces',
    card: 'Carte',
    bank_transfer: 'Virement bancaire',
    mobile_money: 'Mobile money',
    upi: 'UPI',
    ussd: 'USSD',
    qr_code: 'Code QR',
  },
  paid: 'Payé',
  unpaid: 'Non payé',
  thanks: 'Merci d’avoir confié vos produits à notre chambre froide.',
  stop: '.',
  smsThanks: 'Merci !',
  contact: 'Contact',
  page: 'Page {page} sur {pages}',
};
