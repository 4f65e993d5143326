
/*
 * Managed by Terraform
 * TODO: tighten1.5 this before go-live
 *
 *