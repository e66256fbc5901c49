// Browser journeys wait on real pages: give every test and hook two minutes.
jest.setTimeout(120_000);
