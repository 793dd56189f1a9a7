// The test gateway's key and secrets. They are the same in every process and every store, so that
// processes sharing one database verify each other's signatures; being public, they protect no
// money, and none is ever taken through the test gateway (the store refuses to start on it in
// production unless PAYMENTS=test says so, and every page then says so).
export const testGatewayCredentials = {
  keyId: "test_key_aangan",
  keySecret: "test-gateway-key-secret-not-for-money",
  webhookSecret: "test-gateway-webhook-secret-not-for-money",
} as const;
