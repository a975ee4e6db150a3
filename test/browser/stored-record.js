// What an API that has stored a save answers: its record in the SelfAssessmentResult shape of
// spec section 3, with its id and the time it was made (as the reference API answers,
// demo/api/store.mjs). For the fake API (fake-api-plugin.mjs) and the tests that stub fetch.

/** `sent`: the save's fields, as posted. */
export const storedRecord = (sent, id = 1, created = new Date().toISOString()) => ({
  id,
  created,
  sex: sent.sex,
  riskLevel: sent.riskLevel,
  triage: sent.triage,
  total: sent.totalScore,
  bingeFrequency: sent.bingeFrequencyScore,
  frequency: sent.frequencyScore,
  unitNumber: sent.unitNumberScore,
  unableToStop: sent.unableToStopScore,
  expectation: sent.expectationScore,
  morning: sent.morningScore,
  guilt: sent.guiltScore,
  memoryLoss: sent.memoryLossScore,
  injury: sent.injuryScore,
  relativeConcerned: sent.relativeConcernedScore,
  age: sent.age,
  brand: sent.brand,
  campaign: sent.campaign,
  genderIdentity: sent.genderIdentity,
  genderMatchesBirth: sent.genderMatchesBirth,
  previousAlcoholAssessment: sent.previousAlcoholAssessment,
});
