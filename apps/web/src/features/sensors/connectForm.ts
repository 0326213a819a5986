import { SENSOR_POLL_MINUTES, type SensorIntegrationInput, type SensorVendorName } from '@coldroom/contract';

/** The connect form's values: every vendor's fields, the ones of the chosen vendor are sent. */
export interface ConnectValues {
  vendor: SensorVendorName;
  name: string;
  secret: string;
  pollMinutes: string;
  url: string;
  headerName: string;
  itemsPath: string;
  timePath: string;
  temperaturePath: string;
  humidityPath: string;
  unit: 'C' | 'F';
}

export const emptyConnectValues = (): ConnectValues => ({
  vendor: 'ubibot',
  name: '',
  secret: '',
  pollMinutes: String(SENSOR_POLL_MINUTES.default),
  url: '',
  headerName: '',
  itemsPath: '',
  timePath: '',
  temperaturePath: '',
  humidityPath: '',
  unit: 'C',
});

const PATH = /^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/;
const SECRET = /^[\x21-\x7e]{4,300}$/;

/** The field's problem as a translation key, or null: the same bounds the server's schema holds. */
export function connectProblems(values: ConnectValues): Partial<Record<keyof ConnectValues, string>> {
  const problems: Partial<Record<keyof ConnectValues, string>> = {};
  if (values.name.trim() === '') problems.name = 'forms.required';
  else if (values.name.trim().length > 80) problems.name = 'forms.tooLong';
  const minutes = Number(values.pollMinutes);
  if (!/^[0-9]+$/.test(values.pollMinutes.trim()) || minutes < SENSOR_POLL_MINUTES.min || minutes > SENSOR_POLL_MINUTES.max) problems.pollMinutes = 'sensors.form.pollBounds';
  if (values.vendor !== 'json' || values.headerName.trim() !== '') {
    if (values.secret === '') problems.secret = 'forms.required';
    else if (!SECRET.test(values.secret)) problems.secret = 'sensors.form.secretInvalid';
  }
  if (values.vendor === 'json') {
    if (!/^https?:\/\/[^\s]+$/.test(values.url.trim())) problems.url = 'sensors.form.urlInvalid';
    if (values.headerName.trim() !== '' && !/^[A-Za-z0-9-]{1,60}$/.test(values.headerName.trim())) problems.headerName = 'sensors.form.headerInvalid';
    for (const field of ['timePath', 'temperaturePath'] as const) {
      if (!PATH.test(values[field].trim())) problems[field] = values[field].trim() === '' ? 'forms.required' : 'sensors.form.pathInvalid';
    }
    for (const field of ['itemsPath', 'humidityPath'] as const) {
      if (values[field].trim() !== '' && !PATH.test(values[field].trim())) problems[field] = 'sensors.form.pathInvalid';
    }
  }
  return problems;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toConnectBody(values: ConnectValues): SensorIntegrationInput {
  const common = { name: values.name.trim(), poll_minutes: Number(values.pollMinutes) };
  if (values.vendor === 'ubibot') return { vendor: 'ubibot', ...common, account_key: values.secret };
  if (values.vendor === 'vrm') return { vendor: 'vrm', ...common, token: values.secret };
  return {
    vendor: 'json',
    ...common,
    header_value: orNull(values.headerName) ? values.secret : null,
    settings: {
      url: values.url.trim(),
      header_name: orNull(values.headerName),
      items_path: orNull(values.itemsPath),
      time_path: values.timePath.trim(),
      temperature_path: values.temperaturePath.trim(),
      humidity_path: orNull(values.humidityPath),
      unit: values.unit,
    },
  };
}

/** The server's field paths on the form's fields (the generic poller's under `settings.`). */
const SETTINGS = 'settings';
export const SERVER_FIELDS: Record<string, keyof ConnectValues> = {
  name: 'name',
  poll_minutes: 'pollMinutes',
  account_key: 'secret',
  token: 'secret',
  header_value: 'secret',
  [`${SETTINGS}.url`]: 'url',
  [`${SETTINGS}.header_name`]: 'headerName',
  [`${SETTINGS}.items_path`]: 'itemsPath',
  [`${SETTINGS}.time_path`]: 'timePath',
  [`${SETTINGS}.temperature_path`]: 'temperaturePath',
  [`${SETTINGS}.humidity_path`]: 'humidityPath',
  [`${SETTINGS}.unit`]: 'unit',
};
