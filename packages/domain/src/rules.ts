/**
 * The business's validation rules, shared by the browser and the server: the patterns, limits and
 * the messages of SPEC §5. The API's request schemas (schemas/) and the app's forms (forms.ts) are
 * both built from these, so a rule and its message are written once.
 */

/** Non-space content of at least 2 characters once trimmed. */
export const NON_EMPTY_PATTERN = /^\s*\S[\s\S]*\S\s*$/;
/** One phone number: optional +, optional (3 digits), 3 digits, then 4 to 6, with - . or space. */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;
/** 1 to 7 phone numbers separated by a slash. */
export const PHONES_PATTERN =
  /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}(\s*\/\s*\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}){0,6}$/;
/** A name begins with a letter or whitespace. */
export const NAME_PATTERN = /^[\p{L}\s]/u;
/**
 * An email address a mail system delivers to: a mailbox of at most 64 letters, digits and
 * `. _ % + - '` that begins with a letter, digit or underscore and has no empty part between dots,
 * then a domain of dot-separated labels (letters, digits, inner hyphens) ending in a top-level part
 * of at least 2 letters. Quoted mailboxes and other RFC 5322 oddities are refused: nobody's real
 * address needs them, and an address that begins with `=` or holds quotes and brackets is a
 * spreadsheet formula waiting for an export (the CSVs escape those too).
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9_][A-Za-z0-9_%+'-]*(?:\.[A-Za-z0-9_%+'-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** 8+ characters, one upper, one lower, one digit, one of @$!%*?&; nothing else allowed. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
/**
 * A UUID, 8-4-4-4-12 hex in either case. Spelt without the `i` flag so that its `source` means the
 * same in a JSON Schema `pattern`, which carries no flags.
 */
export const UUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** Some non-space content (the login password: no length rule, a wrong one is the server's 401). */
export const NOT_BLANK_PATTERN = /\S/;
/** A whole number of at least 1 written in digits, as a form's number field sends it ("3"). */
export const WHOLE_NUMBER_TEXT_PATTERN = /^\s*0*[1-9]\d*\s*$/;

/**
 * A quantity as a form's field holds it: whole pieces ('3') or kilograms with decimals ('4.5').
 * Whether a fraction is allowed depends on the item (catalogue.ts `isValidQuantity`).
 */
export const QUANTITY_TEXT_PATTERN = /^\s*\d+(\.\d+)?\s*$/;

/**
 * A Ghana mobile number as people type it: `024 123 4567`, `0241234567`, `+233 24 123 4567` or
 * `233241234567`, with spaces or dashes anywhere between the digits. The network codes are those
 * of Ghana's mobile operators (MTN, Telecel, AirtelTigo): 20, 23 to 28, 50, 53 to 57 and 59.
 */
export const GHANA_MOBILE_PATTERN = /^\s*(?:\+\s*233|233|0)[\s-]*(?:2[03-8]|5[03-79])(?:[\s-]*\d){7}\s*$/;

/**
 * Whether a phone number is one the business can call, however a person in Ghana writes it: SPEC
 * §5's general form ('024-123-4567', '(024) 123 4567'), or a Ghana mobile number with or without
 * the country code and spaces ('+233 24 123 4567', '024 123 4567'). The callback form and the
 * profile's phone read this one rule.
 */
export const isPhoneNumber = (text: string): boolean => PHONE_PATTERN.test(text.trim()) || GHANA_MOBILE_PATTERN.test(text);

/**
 * The number as it is stored and sent to the SMS provider: `+233` and the 9 digits
 * (`+233241234567`), or undefined when the text is not a Ghana mobile number.
 */
export function normaliseGhanaMobile(text: string): string | undefined {
  if (!GHANA_MOBILE_PATTERN.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  return `+233${digits.startsWith('233') ? digits.slice(3) : digits.slice(1)}`;
}

/**
 * A GhanaPost GPS digital address as people type it: two letters (region and district), then 3 or
 * 4 digits, then 4 digits, with or without hyphens or spaces, in either case ('GA-183-8164',
 * 'ga1838164', 'GA 183 8164'). Spelt without flags so its `source` works as a JSON Schema pattern.
 */
export const GHANAPOST_GPS_PATTERN = /^\s*[A-Za-z]{2}[\s-]*\d{3,4}[\s-]*\d{4}\s*$/;

/** The digital address as stored and shown: upper case, hyphens ('ga1838164' → 'GA-183-8164'); undefined when malformed. */
export function normaliseGhanaPostGps(text: string): string | undefined {
  if (!GHANAPOST_GPS_PATTERN.test(text)) return undefined;
  const letters = text.replace(/[^A-Za-z]/g, '').toUpperCase();
  const digits = text.replace(/\D/g, '');
  return `${letters}-${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

/**
 * The box around the Greater Accra Region (Kasoa's edge to Ada, the coast to Dodowa's hills), in
 * degrees. The business collects only here, so an address's map point must be inside it: a point
 * outside is a slipped finger or a phone's location far from home, not a place a rider can go.
 */
export const GREATER_ACCRA_BOUNDS = { south: 5.45, north: 6.1, west: -0.55, east: 0.7 } as const;

/** True when the point is inside Greater Accra's box. */
export const isInGreaterAccra = (latitude: number, longitude: number): boolean =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  latitude >= GREATER_ACCRA_BOUNDS.south &&
  latitude <= GREATER_ACCRA_BOUNDS.north &&
  longitude >= GREATER_ACCRA_BOUNDS.west &&
  longitude <= GREATER_ACCRA_BOUNDS.east;

/** The longest landmark an address keeps ('opposite the Shell station, blue gate'). */
export const LANDMARK_MAX = 120;

/**
 * What is wrong with an address's map point, by field: a latitude without a longitude (or the
 * reverse), or a point outside Greater Accra. Undefined for a good point or no point at all.
 */
export function mapPointProblem(latitude: number | null | undefined, longitude: number | null | undefined): FieldErrors | undefined {
  const hasLatitude = latitude !== null && latitude !== undefined;
  const hasLongitude = longitude !== null && longitude !== undefined;
  if (!hasLatitude && !hasLongitude) return undefined;
  if (!hasLatitude) return { latitude: [addressMessages.mapPointPair] };
  if (!hasLongitude) return { longitude: [addressMessages.mapPointPair] };
  if (!isInGreaterAccra(latitude, longitude)) return { latitude: [addressMessages.mapPoint] };
  return undefined;
}

/**
 * The messages of an address's rider fields (not in SPEC §5, whose address had none): one text
 * for the app's form and the API.
 */
export const addressMessages = {
  mapPoint: 'That point is outside Greater Accra, where we collect. Tap the map where the rider should come.',
  mapPointPair: 'Send both the latitude and the longitude of the point, or neither.',
  digital_address: 'Enter a GhanaPost GPS address like GA-183-8164: two letters, 3 or 4 digits, then 4 digits.',
  landmark: `Keep the landmark to ${LANDMARK_MAX} characters or fewer.`,
  contact_phone: 'Enter a Ghana mobile number for the rider, like 024 123 4567 or +233 24 123 4567.',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 25;
export const MAX_PHONES = 7;

/** True when the value is a UUID. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

/** The validation messages of SPEC §5, verbatim (typos included: customers already see them). */
export const messages = {
  contact: {
    first_name: 'Name must be provided',
    email: 'Email must be valid',
    message: 'Provide a message',
  },
  callback: {
    first_name: 'First name must be provided',
    last_name: 'Last name must be provided',
    email: 'Email must be valid',
    phone_number: 'Phone number must be valid',
    message: 'Please provide a brief description of the service you want.',
  },
  signup: {
    name: 'Provide your name',
    email: 'Please provide a valid email ',
    password:
      'Password should be at least 8 characters and contain an uppercase letter, a lowercase and a symbol',
    password2: 'Passwords do not match',
  },
  login: {
    email: 'Provide a valid email',
    password: 'Provide a valid password',
  },
  booking: {
    pickup_date: 'Please select a date',
    pickup_address: 'Please provide an adress',
    dropoff_address: 'Please provide an adress to drop off the package.',
  },
  profile: {
    name: 'Please provide your name',
    email: 'Email must be provided',
    // Not in SPEC §5 (its profile had no phone); one text for the form and the API.
    phone: 'Enter a Ghana mobile number, like 024 123 4567 or +233 24 123 4567.',
  },
  forgotPassword: {
    email: 'Email must be provided',
  },
  address: {
    address_name: 'Please provide a name for the address',
    address: 'Please Provide the address',
  },
  /** Change password, signed in: the new password under SPEC §5's rule and messages. */
  changePassword: {
    current: 'Your current password is not correct.',
  },
  reset: {
    code: 'Provide the code',
    password:
      'Password must be at least 8 characters long and contain an uppercase letter, a number and a symbol',
  },
  checkout: {
    pickup_address: 'Please select a pickup address',
    dropoff_address: 'Please select a dropoff address',
    pickup_date: 'Provide a pickup date.',
    // Not in SPEC §5 (its checkout had no branch field); one text for the form and the API.
    branch: 'Please select a branch.',
  },
  basketAdd: {
    item: 'Please select an item.',
    quantity: 'Field cannot be empty.',
    /** A quantity given but below one (0, -2): SPEC's text is for an empty field, this says what is wrong. */
    quantityMin: 'Quantity must be at least 1',
    /** A fraction for an item counted in pieces. */
    wholePieces: 'Pieces are counted whole: enter a whole number.',
    /** A weight of 0, more than MAX_KG or with more than one decimal (per-kg items). */
    weight: 'Enter the weight in kg, above 0 and with at most one decimal (4.5).',
    /** A job (mending) without what needs doing: staff price the work from it. */
    note: 'Say what needs doing (which garment, what to change).',
    /** The same job added twice: one line holds all the work of that kind, in its note. */
    jobTwice: 'This job is already in your basket: add the extra work to its note instead.',
  },
  // Not in SPEC §5 (the app's subscribe button always sends a package); the API's own text.
  subscribe: {
    package: 'Please select a package.',
  },
} as const;

/**
 * A price as the back office types it: digits with up to two decimals ("25", "25.5", "25.00"),
 * between PRICE_MIN and PRICE_MAX GHS.
 */
export const PRICE_PATTERN = /^\s*\d{1,6}(\.\d{1,2})?\s*$/;
export const PRICE_MIN = 0.5;
export const PRICE_MAX = 100_000;

/** True for a price text the back office accepts (pattern and range). */
export const isPriceText = (value: unknown): value is string =>
  typeof value === 'string' &&
  PRICE_PATTERN.test(value) &&
  Number(value) >= PRICE_MIN &&
  Number(value) <= PRICE_MAX;

/** Latitude and longitude of a branch: degrees, up to 6 decimals. */
export const COORDINATE_PATTERN = /^\s*-?\d{1,3}(\.\d{1,6})?\s*$/;

/** The back office's messages (not in SPEC §5: the console's own, one text for form and API). */
export const backOfficeMessages = {
  name: 'Enter a name.',
  price: 'Enter a price between 0.50 and 100,000.00 GHC, like 25.00.',
  category: 'Choose a category.',
  itemTaken: 'This category already has an item with this name.',
  categoryTaken: 'There is already a category with this name.',
  packageTaken: 'There is already a package with this name.',
  branchTaken: 'There is already a branch with this name.',
  quantity: 'Enter a whole number of at least 1.',
  description: 'Enter at least one line.',
  address: 'Enter the address.',
  phone: 'Enter a phone number, like 030 290 1234.',
  latitude: 'Enter a latitude between -90 and 90.',
  longitude: 'Enter a longitude between -180 and 180.',
  position: 'Enter a whole number of 0 or more.',
  coveredCategories: 'Choose categories of the price list.',
} as const;

/** Field errors in the API's DRF shape: `{field: ["message"]}`. */
export type FieldErrors = Record<string, string[]>;
