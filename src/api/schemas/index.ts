export * from "./errorBody";
export * from "./ids";
export * from "./limits";
export * from "./organization";
export * from "./riskAssessment";
export * from "./text";
export * from "./tokenExchangeProfile";
export * from "./userAttributeProfile";
