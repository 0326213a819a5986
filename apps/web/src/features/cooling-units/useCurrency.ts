import { DEFAULT_CURRENCY } from '@coldroom/contract';
import { isCurrency } from '@coldroom/domain';
import { storedCompany, useCompany } from '../../lib/company';

/** The company's currency (prices are in its minor units); null while it is not known yet. */
export function useCompanyCurrency(): string | null {
  const company = useCompany();
  const currency = company.data?.currency ?? storedCompany()?.currency;
  if (isCurrency(currency)) return currency;
  return company.isPending ? null : DEFAULT_CURRENCY;
}
