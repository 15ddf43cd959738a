-- Address matching beyond the exact street line (docs/addresses.md, shared/properties/lookup/matching.ts).

-- The street's name without house number, directionals, suffix or ordinal: "3150 N BROOKSIDE ST" and
-- "3150 BROOKSIDE ST N" are BROOKSIDE, "100 32ND ST" and "100 32 ST" are 32, "4511 LAKEWOOD CIR" and
-- "4511 LAKEWOOD" are LAKEWOOD. It only gathers the properties a request could mean; which of them
-- it does mean is decided on their parsed parts. The argument is a normalised street key (USPS
-- abbreviations, shared/addresses/format.ts streetKey), so the suffix is one of the 202 standard
-- abbreviations of Publication 28 C1 (test/unit/address-matching.test.ts checks the list against
-- shared/addresses/suffixes.ts); a directional or suffix is dropped only when a name word remains.
create function street_core(street_key text) returns text
language sql immutable strict parallel safe
as $$
  select regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(street_key, '^\S+( \d+/\d+)? ', ''),
          ' (N|S|E|W|NE|NW|SE|SW)$', ''),
        ' (ALY|ANX|ARC|AVE|BCH|BG|BGS|BLF|BLFS|BLVD|BND|BR|BRG|BRK|BRKS|BTM|BYP|BYU|CIR|CIRS|CLB|CLF|CLFS|CMN|CMNS|COR|CORS|CP|CPE|CRES|CRK|CRSE|CRST|CSWY|CT|CTR|CTRS|CTS|CURV|CV|CVS|CYN|DL|DM|DR|DRS|DV|EST|ESTS|EXPY|EXT|EXTS|FALL|FLD|FLDS|FLS|FLT|FLTS|FRD|FRDS|FRG|FRGS|FRK|FRKS|FRST|FRY|FT|FWY|GDN|GDNS|GLN|GLNS|GRN|GRNS|GRV|GRVS|GTWY|HBR|HBRS|HL|HLS|HOLW|HTS|HVN|HWY|INLT|IS|ISLE|ISS|JCT|JCTS|KNL|KNLS|KY|KYS|LAND|LCK|LCKS|LDG|LF|LGT|LGTS|LK|LKS|LN|LNDG|LOOP|MALL|MDW|MDWS|MEWS|ML|MLS|MNR|MNRS|MSN|MT|MTN|MTNS|MTWY|NCK|OPAS|ORCH|OVAL|PARK|PASS|PATH|PIKE|PKWY|PL|PLN|PLNS|PLZ|PNE|PNES|PR|PRT|PRTS|PSGE|PT|PTS|RADL|RAMP|RD|RDG|RDGS|RDS|RIV|RNCH|ROW|RPD|RPDS|RST|RTE|RUE|RUN|SHL|SHLS|SHR|SHRS|SKWY|SMT|SPG|SPGS|SPUR|SQ|SQS|ST|STA|STRA|STRM|STS|TER|TPKE|TRAK|TRCE|TRFY|TRL|TRLR|TRWY|TUNL|UN|UNS|UPAS|VIA|VIS|VL|VLG|VLGS|VLY|VLYS|VW|VWS|WALK|WALL|WAY|WAYS|WL|WLS|XING|XRD|XRDS)$', ''),
      '^(N|S|E|W|NE|NW|SE|SW) ', ''),
    '^(\d+)(ST|ND|RD|TH)$', '\1')
$$;

-- The properties on a street of that name, any number and form, in the zip (or city + state).
create index properties_zip_core on properties (zip, street_core(street_key));
create index properties_city_core on properties (state, city, street_core(street_key));

-- Near matches are decided on parsed parts, not on trigrams of the street key: this index served no
-- query, and it was the costliest one for every property the loader writes.
drop index if exists properties_street_trgm;

-- Owner mailing addresses are grouped with any unit designator written "#": "STE 310", "# 310" and
-- "UNIT 310" are one mailing address (shared/addresses/format.ts unitNeutralKey, as the loader
-- writes it). The key is the address key, "|", the zip; the unit is its last two words.
update properties
set owner_mail_key = regexp_replace(owner_mail_key, ' (APT|BLDG|DEPT|FL|HNGR|KEY|LOT|PH|PIER|RM|SLIP|SPC|STOP|STE|TRLR|UNIT) ([^ |]+)\|', ' # \2|')
where owner_mail_key ~ ' (APT|BLDG|DEPT|FL|HNGR|KEY|LOT|PH|PIER|RM|SLIP|SPC|STOP|STE|TRLR|UNIT) [^ |]+\|';
