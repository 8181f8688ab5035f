import type { FieldErrors } from './validation';
import { maxLength, required } from './validation';
import {
  amountText,
  numberText,
  parseAmount,
  parseDecimal,
  parseOptionalAmount,
  parseWholeNumber,
} from './number-input';
import {
  DOMAIN_METRICS,
  METRIC_DECIMALS,
  METRIC_LIMITS,
  type DomainMetric,
  type DomainStatus,
  type DomainType,
} from './search-vocabulary';

/** The form's own rules beyond the shared messages. */
export const DOMAIN_FORM_MESSAGES = {
  saleAbovePrice: 'Cena promocyjna nie może być wyższa niż cena',
  redirectAllOrNone: 'Podaj wszystkie trzy ceny przekierowania albo żadnej',
  /** Only a draft may cost 0 zł; the server refuses the same with this text (services/domain-input.ts). */
  unpricedOutsideDraft: 'Ustal cenę wyższą niż 0 zł albo zostaw status „Szkic”',
} as const;

export const REDIRECT_PERIODS = ['30', '90', '365'] as const;

/** Every editable field of a domain (openapi DomainInput) as typed; amounts and metrics are text until checked. */
export interface DomainFormValues {
  name: string;
  type: DomainType;
  status: DomainStatus;
  description: string;
  price: string;
  sale_price: string;
  rent_price: string;
  redirect_30: string;
  redirect_90: string;
  redirect_365: string;
  dfs_rating: string;
  backlinks: string;
  ref_domains: string;
  max_visibility: string;
  anchor_links: string;
  tags: number[];
  industries: number[];
}

export type DomainFormField = keyof DomainFormValues;

/** What the API takes (openapi DomainInput), written out so the model needs nothing from the API layer. */
export interface DomainInputValues {
  name: string;
  type: DomainType;
  status: DomainStatus;
  description: string | null;
  price: number;
  sale_price: number;
  rent_price: number | null;
  redirect_price: { '30': number; '90': number; '365': number } | null;
  dfs_rating: number;
  backlinks: number;
  ref_domains: number;
  max_visibility: number;
  anchor_links: number;
  tags: number[];
  industries: number[];
}

/** The domain as the API sends it, as far as the form reads it. */
export interface DomainValuesSource extends Omit<DomainInputValues, 'tags' | 'industries'> {
  tags: ReadonlyArray<{ id: number }>;
  industries: ReadonlyArray<{ id: number }>;
}

/** A new domain: an expired-domain SEO listing, available, with no metrics yet. */
export const EMPTY_DOMAIN_FORM: DomainFormValues = {
  name: '',
  type: 1,
  status: 'available',
  description: '',
  price: '',
  sale_price: '',
  rent_price: '',
  redirect_30: '',
  redirect_90: '',
  redirect_365: '',
  dfs_rating: '0',
  backlinks: '0',
  ref_domains: '0',
  max_visibility: '0',
  anchor_links: '0',
  tags: [],
  industries: [],
};

/** The form filled with a domain's current values. */
export function domainFormOf(domain: DomainValuesSource): DomainFormValues {
  const redirect = domain.redirect_price;
  return {
    name: domain.name,
    type: domain.type,
    status: domain.status,
    description: domain.description ?? '',
    price: amountText(domain.price),
    sale_price: amountText(domain.sale_price),
    rent_price: amountText(domain.rent_price),
    redirect_30: amountText(redirect?.['30'] ?? null),
    redirect_90: amountText(redirect?.['90'] ?? null),
    redirect_365: amountText(redirect?.['365'] ?? null),
    dfs_rating: numberText(domain.dfs_rating),
    backlinks: numberText(domain.backlinks),
    ref_domains: numberText(domain.ref_domains),
    max_visibility: numberText(domain.max_visibility),
    anchor_links: numberText(domain.anchor_links),
    tags: domain.tags.map((tag) => tag.id),
    industries: domain.industries.map((industry) => industry.id),
  };
}

const redirectField = (period: (typeof REDIRECT_PERIODS)[number]) => `redirect_${period}` as const;

/**
 * Checks the form as the server will (spec section 5: every empty required field says "Pole powinno być
 * uzupełnione"), and returns the DomainInput to send when nothing is wrong.
 */
export function checkDomainForm(values: DomainFormValues): { input: DomainInputValues | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const note = (field: DomainFormField, message: string | null) => {
    if (message && !errors[field]) errors[field] = [message];
  };
  note('name', required(values.name) ?? maxLength(253)(values.name.trim()));
  note('description', maxLength(5000)(values.description));

  const price = parseAmount(values.price);
  const sale = parseAmount(values.sale_price);
  const rent = parseOptionalAmount(values.rent_price);
  note('price', price.error);
  note('sale_price', sale.error);
  note('rent_price', rent.error);
  if (price.value !== null && sale.value !== null && sale.value > price.value)
    note('sale_price', DOMAIN_FORM_MESSAGES.saleAbovePrice);
  if (values.status !== 'draft') {
    if (price.value === 0) note('price', DOMAIN_FORM_MESSAGES.unpricedOutsideDraft);
    if (sale.value === 0) note('sale_price', DOMAIN_FORM_MESSAGES.unpricedOutsideDraft);
  }

  const redirects = REDIRECT_PERIODS.map((period) => ({ period, text: values[redirectField(period)] }));
  const filled = redirects.filter((r) => r.text.trim() !== '');
  const redirectValues: Partial<Record<(typeof REDIRECT_PERIODS)[number], number>> = {};
  for (const { period, text } of redirects) {
    if (filled.length === 0) continue;
    if (text.trim() === '') note(redirectField(period), DOMAIN_FORM_MESSAGES.redirectAllOrNone);
    else {
      const parsed = parseAmount(text);
      note(redirectField(period), parsed.error);
      if (parsed.value !== null) redirectValues[period] = parsed.value;
    }
  }

  // The counts are whole; a domain's own visibility may have more decimals than a search is written with.
  const metric = (name: DomainMetric) => {
    const bounds = { min: 0, max: METRIC_LIMITS[name] };
    return METRIC_DECIMALS[name] === 0 ? parseWholeNumber(values[name], bounds) : parseDecimal(values[name], bounds);
  };
  const metrics = {
    dfs_rating: metric('dfs_rating'),
    backlinks: metric('backlinks'),
    ref_domains: metric('ref_domains'),
    max_visibility: metric('max_visibility'),
    anchor_links: metric('anchor_links'),
  };
  for (const name of DOMAIN_METRICS) note(name, metrics[name].error);

  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    errors,
    input: {
      name: values.name.trim(),
      type: values.type,
      status: values.status,
      description: values.description.trim() === '' ? null : values.description.trim(),
      price: price.value!,
      sale_price: sale.value!,
      rent_price: rent.value,
      redirect_price: filled.length === 0 ? null : (redirectValues as DomainInputValues['redirect_price']),
      dfs_rating: metrics.dfs_rating.value!,
      backlinks: metrics.backlinks.value!,
      ref_domains: metrics.ref_domains.value!,
      max_visibility: metrics.max_visibility.value!,
      anchor_links: metrics.anchor_links.value!,
      tags: values.tags,
      industries: values.industries,
    },
  };
}

/** The server's 422 keys as the form's fields: `redirect_price.30` is the 30-day field, `redirect_price` all three. */
export function formErrorsOf(server: FieldErrors): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, messages: string[]) => {
    errors[field] = [...(errors[field] ?? []), ...messages];
  };
  for (const [key, messages] of Object.entries(server)) {
    const redirect = /^redirect_price(?:\.(30|90|365))?$/.exec(key);
    if (redirect) {
      const periods = redirect[1] ? [redirect[1]] : REDIRECT_PERIODS;
      for (const period of periods) add(`redirect_${period}`, messages);
    } else {
      // "tags.2" names one id of the list; the message belongs beside the list.
      add(key.split('.')[0]!, messages);
    }
  }
  return errors;
}
