
/*
 * Backups run nightly at 02:00 UTC
 * see RUNBOOmd for