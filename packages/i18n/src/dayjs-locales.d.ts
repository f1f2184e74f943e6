// dayjs ships its locale files without per-file types; they only register data with dayjs.
declare module "dayjs/locale/*.js";
declare module "dayjs/esm/locale/*.js";
