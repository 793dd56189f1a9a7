// The test gateway's browser script, served at /test-gateway/checkout.js (test-gateway-routes.ts).
// It defines window.TestGateway, shaped like Razorpay's Custom Checkout (new Razorpay({ key }),
// on("payment.success" | "payment.error", fn), createPayment(data)), so one piece of checkout code
// drives both; "payment.pending" is the test gateway's own, for a UPI payment waiting for the
// shopper's app. Plain ES2019 without imports, as browsers load it as is; it sends the payment to
// the gateway's endpoint and nowhere else, and keeps nothing.
export const testGatewayCheckoutScript = `(function () {
  "use strict";
  var endpoint = "/test-gateway/v1/payments";
  var unreachable = "Could not reach the payment gateway. Please try again.";

  function TestGateway(options) {
    if (!(this instanceof TestGateway)) return new TestGateway(options);
    if (!options || typeof options.key !== "string" || options.key === "") {
      throw new TypeError("TestGateway needs { key }");
    }
    this.key = options.key;
    this.handlers = {};
  }

  TestGateway.prototype.on = function (name, handler) {
    if (typeof handler !== "function") throw new TypeError("TestGateway.on needs a function");
    (this.handlers[name] = this.handlers[name] || []).push(handler);
    return this;
  };

  TestGateway.prototype.emit = function (name, data) {
    var list = this.handlers[name] || [];
    for (var i = 0; i < list.length; i += 1) list[i](data);
  };

  TestGateway.prototype.createPayment = function (data) {
    var self = this;
    var payment = data || {};
    function fail(error) {
      self.emit("payment.error", { error: error });
    }
    function failUnreachable() {
      fail({
        code: "GATEWAY_ERROR",
        description: unreachable,
        source: "internal",
        step: "payment_initiation",
        reason: "network_error",
        metadata: { order_id: payment.order_id }
      });
    }
    fetch(endpoint, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "x-test-gateway-key": this.key },
      body: JSON.stringify(payment)
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (body) {
        if (body && body.status === "paid") {
          self.emit("payment.success", {
            razorpay_payment_id: body.razorpay_payment_id,
            razorpay_order_id: body.razorpay_order_id,
            razorpay_signature: body.razorpay_signature
          });
        } else if (body && body.status === "pending") {
          self.emit("payment.pending", {
            razorpay_payment_id: body.razorpay_payment_id,
            razorpay_order_id: body.razorpay_order_id,
            intent_url: body.intent_url,
            approve_url: body.approve_url
          });
        } else if (body && body.error && typeof body.error.description === "string") {
          fail(body.error);
        } else {
          failUnreachable();
        }
      }, failUnreachable);
    return this;
  };

  window.TestGateway = TestGateway;
})();
`;
