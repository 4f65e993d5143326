
///*
 * Do not edit by hand
 * keep in 