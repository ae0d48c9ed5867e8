/// A y scale from zero to a round maximum, with four or five round ticks (whole numbers for counts).
struct ChartScale {
    let maximum: Double
    let ticks: [Double]

    init(maximum raw: Double, wholeNumbers: Bool = false) {
        guard raw > 0 else {
            self.init(top: 1, step: 1)
            return
        }
        let rough = raw / 4
        let magnitude = pow10(decimalExponent(rough))
        let multiples = wholeNumbers ? [1.0, 2.0, 5.0, 10.0] : [1.0, 2.0, 2.5, 5.0, 10.0]
        let round = (multiples.first { $0 >= rough / magnitude } ?? 10) * magnitude
        let step = wholeNumbers ? max(1, round) : round
        self.init(top: (raw / step).rounded(.up) * step, step: step)
    }

    /// A scale ending exactly at `top` (5 for ratings), with the round step that cuts it into at
    /// most six whole parts.
    init(upTo top: Double) {
        guard top > 0 else {
            self.init(maximum: 0)
            return
        }
        let magnitude = pow10(decimalExponent(top / 6))
        let step =
            [1.0, 2.0, 2.5, 5.0, 10.0, 20.0, 25.0, 50.0, 100.0].map { $0 * magnitude }
            .first { top / $0 <= 6 && (top / $0).rounded() == top / $0 } ?? top
        self.init(top: top, step: step)
    }

    private init(top: Double, step: Double) {
        maximum = top
        ticks = stride(from: 0, through: top + step / 2, by: step).map { $0 }
    }
}

/// The exponent of the power of ten at or below a positive value: 37 → 1, 0.4 → -1.
private func decimalExponent(_ value: Double) -> Double {
    var exponent = 0.0
    var scaled = value
    while scaled >= 10 {
        scaled /= 10
        exponent += 1
    }
    while scaled < 1 {
        scaled *= 10
        exponent -= 1
    }
    return exponent
}

/// Ten to a whole exponent.
private func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    if exponent >= 0 {
        for _ in 0..<Int(exponent) { result *= 10 }
    } else {
        for _ in 0..<Int(-exponent) { result /= 10 }
    }
    return result
}
