/**
 * Name material. People get common US surnames and given names; every company, lender,
 * builder and institution is fictional (invented word pairs), so no real firm appears in the
 * synthetic data.
 */

export const SURNAMES = [
  'SMITH', 'JOHNSON', 'WILLIAMS', 'BROWN', 'JONES', 'GARCIA', 'MILLER', 'DAVIS', 'RODRIGUEZ', 'MARTINEZ', 'HERNANDEZ', 'LOPEZ',
  'GONZALEZ', 'WILSON', 'ANDERSON', 'THOMAS', 'TAYLOR', 'MOORE', 'JACKSON', 'MARTIN', 'LEE', 'PEREZ', 'THOMPSON', 'WHITE',
  'HARRIS', 'SANCHEZ', 'CLARK', 'RAMIREZ', 'LEWIS', 'ROBINSON', 'WALKER', 'YOUNG', 'ALLEN', 'KING', 'WRIGHT', 'SCOTT',
  'TORRES', 'NGUYEN', 'HILL', 'FLORES', 'GREEN', 'ADAMS', 'NELSON', 'BAKER', 'HALL', 'RIVERA', 'CAMPBELL', 'MITCHELL',
  'CARTER', 'ROBERTS', 'GOMEZ', 'PHILLIPS', 'EVANS', 'TURNER', 'DIAZ', 'PARKER', 'CRUZ', 'EDWARDS', 'COLLINS', 'REYES',
  'STEWART', 'MORRIS', 'MORALES', 'MURPHY', 'COOK', 'ROGERS', 'GUTIERREZ', 'ORTIZ', 'MORGAN', 'COOPER', 'PETERSON', 'BAILEY',
  'REED', 'KELLY', 'HOWARD', 'RAMOS', 'KIM', 'COX', 'WARD', 'RICHARDSON', 'WATSON', 'BROOKS', 'CHAVEZ', 'WOOD',
  'JAMES', 'BENNETT', 'GRAY', 'MENDOZA', 'RUIZ', 'HUGHES', 'PRICE', 'ALVAREZ', 'CASTILLO', 'SANDERS', 'PATEL', 'MYERS',
  'LONG', 'ROSS', 'FOSTER', 'JIMENEZ', 'POWELL', 'JENKINS', 'PERRY', 'RUSSELL', 'SULLIVAN', 'BELL', 'COLEMAN', 'BUTLER',
  'HENDERSON', 'BARNES', 'GONZALES', 'FISHER', 'VASQUEZ', 'SIMMONS', 'ROMERO', 'JORDAN', 'PATTERSON', 'ALEXANDER', 'HAMILTON', 'GRAHAM',
  'REYNOLDS', 'GRIFFIN', 'WALLACE', 'MORENO', 'WEST', 'COLE', 'HAYES', 'BRYANT', 'HERRERA', 'GIBSON', 'ELLIS', 'TRAN',
  'MEDINA', 'AGUILAR', 'STEVENS', 'MURRAY', 'FORD', 'CASTRO', 'MARSHALL', 'OWENS', 'HARRISON', 'FERNANDEZ', 'MCDONALD', 'WOODS',
  'WASHINGTON', 'KENNEDY', 'WELLS', 'VARGAS', 'HENRY', 'CHEN', 'FREEMAN', 'WEBB', 'TUCKER', 'GUZMAN', 'BURNS', 'CRAWFORD',
  'OLSON', 'SIMPSON', 'PORTER', 'HUNTER', 'GORDON', 'MENDEZ', 'SILVA', 'SHAW', 'SNYDER', 'MASON', 'DIXON', 'MUNOZ',
  'HUNT', 'HICKS', 'HOLMES', 'PALMER', 'WAGNER', 'BLACK', 'ROBERTSON', 'BOYD', 'ROSE', 'STONE', 'SALAZAR', 'FOX',
  'WARREN', 'MILLS', 'MEYER', 'RICE', 'SCHMIDT', 'GARZA', 'DANIELS', 'FERGUSON', 'NICHOLS', 'STEPHENS', 'SOTO', 'WEAVER',
  'RYAN', 'GARDNER', 'PAYNE', 'GRANT', 'DUNN', 'KELLEY', 'SPENCER', 'HAWKINS', 'ARNOLD', 'PIERCE', 'VAZQUEZ', 'HANSEN',
  'PHAM', 'LE', 'WONG', 'SINGH', 'SHAH', 'PARK', 'CHO', 'HUANG', 'WANG', 'LIU', 'ZHANG', 'VO',
] as const;

export const MALE_NAMES = [
  'JAMES', 'JOHN', 'ROBERT', 'MICHAEL', 'WILLIAM', 'DAVID', 'RICHARD', 'JOSEPH', 'THOMAS', 'CHARLES', 'CHRISTOPHER', 'DANIEL',
  'MATTHEW', 'ANTHONY', 'MARK', 'DONALD', 'STEVEN', 'PAUL', 'ANDREW', 'JOSHUA', 'KENNETH', 'KEVIN', 'BRIAN', 'GEORGE',
  'TIMOTHY', 'RONALD', 'JASON', 'EDWARD', 'JEFFREY', 'RYAN', 'JACOB', 'GARY', 'NICHOLAS', 'ERIC', 'JONATHAN', 'STEPHEN',
  'LARRY', 'JUSTIN', 'SCOTT', 'BRANDON', 'BENJAMIN', 'SAMUEL', 'GREGORY', 'FRANK', 'ALEXANDER', 'RAYMOND', 'PATRICK', 'JACK',
  'DENNIS', 'JERRY', 'TYLER', 'AARON', 'JOSE', 'ADAM', 'HENRY', 'NATHAN', 'DOUGLAS', 'ZACHARY', 'PETER', 'KYLE',
  'WALTER', 'ETHAN', 'JEREMY', 'HAROLD', 'KEITH', 'CHRISTIAN', 'ROGER', 'NOAH', 'GERALD', 'CARL', 'TERRY', 'SEAN',
  'JUAN', 'CARLOS', 'LUIS', 'JESUS', 'MIGUEL', 'ANTONIO', 'MINH', 'TUAN', 'HUNG', 'WEI', 'RAJ', 'SANJAY',
] as const;

export const FEMALE_NAMES = [
  'MARY', 'PATRICIA', 'JENNIFER', 'LINDA', 'ELIZABETH', 'BARBARA', 'SUSAN', 'JESSICA', 'SARAH', 'KAREN', 'LISA', 'NANCY',
  'BETTY', 'MARGARET', 'SANDRA', 'ASHLEY', 'KIMBERLY', 'EMILY', 'DONNA', 'MICHELLE', 'CAROL', 'AMANDA', 'DOROTHY', 'MELISSA',
  'DEBORAH', 'STEPHANIE', 'REBECCA', 'SHARON', 'LAURA', 'CYNTHIA', 'KATHLEEN', 'AMY', 'ANGELA', 'SHIRLEY', 'ANNA', 'BRENDA',
  'PAMELA', 'EMMA', 'NICOLE', 'HELEN', 'SAMANTHA', 'KATHERINE', 'CHRISTINE', 'DEBRA', 'RACHEL', 'CAROLYN', 'JANET', 'CATHERINE',
  'MARIA', 'HEATHER', 'DIANE', 'RUTH', 'JULIE', 'OLIVIA', 'JOYCE', 'VIRGINIA', 'VICTORIA', 'KELLY', 'LAUREN', 'CHRISTINA',
  'JOAN', 'EVELYN', 'JUDITH', 'MEGAN', 'ANDREA', 'CHERYL', 'HANNAH', 'JACQUELINE', 'MARTHA', 'GLORIA', 'TERESA', 'ANN',
  'ROSA', 'ANA', 'GUADALUPE', 'CARMEN', 'LINH', 'MAI', 'THAO', 'MEI', 'PRIYA', 'ANITA', 'GRACE', 'SOFIA',
] as const;

export const INITIALS = 'ABCDEFGHJKLMNPRSTW';

/** Word pairs for fictional company names: first word, second word. */
export const COMPANY_WORDS_A = [
  'SUMMIT', 'RED CEDAR', 'LONE PINE', 'BLUE HERON', 'SILVER CREEK', 'GOLDEN OAK', 'EAGLE POINT', 'COPPER LEAF', 'IRON BRIDGE', 'STONE RIVER',
  'HARBOR LIGHT', 'BAYSHORE', 'LAKEVIEW', 'PIONEER', 'FRONTIER', 'LIBERTY BELL', 'KEYSTONE', 'ANCHOR POINT', 'BEACON HILL', 'COMPASS ROSE',
  'MAPLE GROVE', 'TALL PINES', 'RIVERBEND', 'SUNRISE', 'SUNSET RIDGE', 'NORTHWIND', 'SOUTHERN STAR', 'EASTGATE', 'WESTFIELD', 'HIGHLAND',
  'MEADOWLARK', 'CARDINAL', 'BLUEBIRD', 'WHITE OAK', 'BLACKBERRY', 'CLEARWATER', 'DEER CREEK', 'FOX HOLLOW', 'QUAIL RUN', 'TIMBERLINE',
  'CANYON', 'MESA VERDE', 'PRAIRIE WIND', 'OAK HAVEN', 'PINE BLUFF', 'CYPRESS', 'MAGNOLIA', 'DOGWOOD', 'BRIGHTSTAR', 'TRUE NORTH',
  'FIRST LIGHT', 'CROSSROADS', 'MILESTONE', 'CORNERSTONE', 'BENCHMARK', 'LANDMARK', 'HERITAGE', 'LEGACY', 'PATRIOT', 'UNION SQUARE',
  'TWIN OAKS', 'THREE RIVERS', 'FOUR SEASONS', 'SEVEN HILLS', 'DOUBLE EAGLE', 'SILVERLEAF', 'GREENLEAF', 'REDBUD', 'AMBERWOOD', 'BRIARWOOD',
  'ELMHURST', 'ASHBURY', 'HAWTHORNE', 'KINGSLEY', 'WINDSOR', 'ASHFORD', 'BRADFORD', 'STANFORD', 'CAMDEN', 'HALSTEAD',
  'MARIGOLD', 'JUNIPER', 'ROSEWOOD', 'SANDSTONE', 'GRANITE', 'SLATE', 'OBSIDIAN', 'GARNET', 'SAPPHIRE', 'EMERALD',
] as const;

export const COMPANY_WORDS_B = ['', 'CAPITAL', 'VENTURES', 'GROUP', 'PARTNERS', 'ENTERPRISES', 'EQUITY', 'ASSET', 'REAL ESTATE'] as const;

/** Kinds of investor company: mid-size landlords, small landlords, flippers. */
export const LANDLORD_KINDS = ['PROPERTIES', 'HOLDINGS', 'INVESTMENTS', 'REALTY', 'HOMES', 'RENTAL HOMES'] as const;
export const SMALL_LLC_KINDS = ['RENTALS', 'PROPERTY', 'HOUSES', 'LEASING'] as const;
export const FLIPPER_KINDS = ['HOME BUYERS', 'RENOVATIONS', 'PROPERTY SOLUTIONS', 'REHAB', 'HOUSE BUYERS'] as const;
export const ENTITY_SUFFIXES = ['LLC', 'LLC', 'LLC', 'LLC', 'INC', 'LP', 'CORP'] as const;

/** Fictional institutional single-family-rental owners (100+ homes), with their share of institutional holdings. */
export interface InstitutionSpec {
  base: string;
  /** the distinctive part of the name, used in its property-owning entities' names */
  brand: string;
  initials: string;
  share: number;
  markets: readonly string[];
  /** CBSA of the head office (a real metro; the street address is synthetic) */
  headOffice: string;
}

export const INSTITUTIONS: readonly InstitutionSpec[] = [
  { base: 'CRESTLINE HOMES', brand: 'CRESTLINE', initials: 'CH', share: 0.55, markets: ['sacramento', 'houston', 'tampa', 'nashville', 'atlanta'], headOffice: '38060' },
  { base: 'HARBORSTONE RESIDENTIAL', brand: 'HARBORSTONE', initials: 'HR', share: 0.14, markets: ['houston', 'tampa', 'nashville', 'atlanta'], headOffice: '19100' },
  { base: 'BLUE MESA RENTAL HOMES', brand: 'BLUE MESA', initials: 'BMRH', share: 0.08, markets: ['sacramento', 'houston', 'tampa'], headOffice: '31080' },
  { base: 'IRONGATE SFR', brand: 'IRONGATE', initials: 'IG', share: 0.07, markets: ['atlanta', 'tampa', 'nashville'], headOffice: '16740' },
  { base: 'WILLOWBEND HOME PARTNERS', brand: 'WILLOWBEND', initials: 'WHP', share: 0.06, markets: ['houston', 'atlanta'], headOffice: '19740' },
  { base: 'KESTREL RESIDENTIAL', brand: 'KESTREL', initials: 'KR', share: 0.05, markets: ['tampa', 'atlanta', 'sacramento'], headOffice: '33100' },
  { base: 'GOLDEN PRAIRIE HOMES', brand: 'GOLDEN PRAIRIE', initials: 'GPH', share: 0.03, markets: ['houston', 'nashville'], headOffice: '16980' },
  { base: 'SABLEWOOD RENTALS', brand: 'SABLEWOOD', initials: 'SR', share: 0.02, markets: ['atlanta', 'nashville', 'tampa'], headOffice: '35620' },
];

/** Fictional mortgage lenders with the years they originate loans (some vanish with the 2008 crash). */
export const LENDERS: readonly (readonly [string, number, number])[] = [
  ['SILVERMAPLE HOME LOANS', 1985, 2100],
  ['BRIGHTWATER MORTGAGE LLC', 1985, 2100],
  ['COPPERLEAF BANK NA', 1985, 2100],
  ['TALLGRASS FEDERAL SAVINGS', 1985, 2012],
  ['REDSTONE LENDING GROUP', 2009, 2100],
  ['PINEHAVEN MORTGAGE CO', 1985, 2100],
  ['ASHFORD RIDGE BANK', 1985, 2100],
  ['NORTHGLEN CAPITAL MORTGAGE', 2012, 2100],
  ['SUNCOAST FIRST FUNDING', 2001, 2007],
  ['GOLDLINE HOME FINANCE', 2002, 2008],
  ['EVERSPRING LENDING INC', 2003, 2007],
  ['BLUEWATER DIRECT HOME LOANS', 2014, 2100],
  ['HOMESTAR UNION BANK', 1985, 2100],
  ['KEYHAVEN CREDIT UNION', 1985, 2100],
  ['MERIDALE MORTGAGE CORP', 1995, 2100],
  ['OAKMONT RESIDENTIAL FUNDING', 2010, 2100],
  ['CLEARPATH HOME LENDING', 2016, 2100],
  ['FIRST BRAMBLE BANK', 1985, 2100],
];

export const PRIVATE_LENDERS = ['RAPIDBRIDGE CAPITAL FUND LLC', 'QUICKSTONE PRIVATE LENDING LLC', 'FLIPWELL FUNDING LLC', 'HARDROCK BRIDGE LOANS LLC'] as const;

/** Builders: a word + a style; the state name is added ("... HOMES OF TEXAS LLC"). */
export const BUILDER_WORDS = ['MEADOWRIDGE', 'STONEBRIAR', 'SUMMERFIELD', 'LAKEWOOD CREST', 'OAK TRAIL', 'WILLOW PARK', 'CANTERBURY', 'HIGHPOINT', 'BRIARCLIFF', 'ROLLING HILLS'] as const;

export const STATE_NAMES: Record<string, string> = { CA: 'CALIFORNIA', TX: 'TEXAS', FL: 'FLORIDA', TN: 'TENNESSEE', GA: 'GEORGIA' };

/** Street names used for business and apartment mailing addresses; never used by the residential street grid. */
export const BUSINESS_STREETS = [
  'CORPORATE CENTER', 'EXECUTIVE PARK', 'COMMERCE', 'ENTERPRISE', 'GATEWAY', 'TECHNOLOGY', 'PROFESSIONAL', 'INDUSTRIAL',
  'OFFICE PARK', 'BUSINESS PARK', 'FINANCIAL', 'TOWNE CENTRE',
] as const;
export const APARTMENT_STREETS = ['VILLAGE GREEN', 'PARK PLACE', 'TOWN CENTER', 'CITY VIEW', 'COURTYARD', 'RESERVE', 'COMMONS', 'LANDING'] as const;
export const NON_GRID_SUFFIXES = ['PKWY', 'BLVD', 'DR', 'WAY'] as const;
