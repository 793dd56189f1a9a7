// The product specification that says whether a piece needs assembling: written by the catalog
// seed, read by the delivery service (a delivery slot for our fitters). Anything but "No assembly
// needed" is assembled by them.
export const assemblySpecLabel = "Assembly";
export const noAssemblySpecValue = "No assembly needed";
