//! Bad input (docs/soak-and-fuzz.md "Bad input: a million per entry point"), the short run: every
//! entry point that reads outside data gets generated and mutated inputs; none may panic, every
//! refusal says why, and an import leaves what was stored as it was. The long run is `table fuzz
//! --inputs 1000000` (docs/soak-and-fuzz.md "Bad input: a million per entry point").

#![cfg(not(target_arch = "wasm32"))]

use moonvale_tools::fuzz::{make_input, run, Corpus, ENTRY_POINTS};

#[test]
fn every_entry_point_survives_bad_input_and_says_why() {
    let corpus = Corpus::new(3);
    for entry in ENTRY_POINTS {
        let report = run(&corpus, entry, 1_500, 11);
        eprintln!("{report:?}");
        assert!(report.clean(), "{entry}: {report:#?}");
        assert_eq!(report.inputs, 1_500);
        // The mutations reach past the first check: some inputs are refused (for the
        // statistics: partly, what cannot be read is listed), and some still read.
        assert!(report.refused > 0, "{entry}: nothing refused");
        assert!(report.accepted > 0, "{entry}: nothing accepted: {report:?}");
    }
}

#[test]
fn inputs_are_reproducible_from_their_seed() {
    let samples = vec!["{\"a\": [1, 2, {\"b\": \"c\"}]}".to_string(), "#/play/1".to_string()];
    let mut one = moonvale_rules::core::Rng::new(5);
    let mut two = moonvale_rules::core::Rng::new(5);
    for _ in 0..200 {
        assert_eq!(make_input(&samples, &mut one), make_input(&samples, &mut two));
    }
}
