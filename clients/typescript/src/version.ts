/** The version of the API this library was generated for (openapi.yaml's info.version;
 * written by scripts/clients). */
export const API_VERSION = "3.0.0";
