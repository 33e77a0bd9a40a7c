// twin: swiftui/twins/progress-ring.lyt
// The progress ring the teaching texts draw: a grey track and a trimmed Circle turned a
// quarter back so that it starts at the top. `trim` and `rotationEffect` change no frame; the
// picture (`--format svg`) draws 70% of the ring, clockwise from twelve o'clock.
// Worked (390x844 @3x): both circles fill the 150×150 frame, centred at ((390 − 150) / 2,
// (844 − 150) / 2) = (120, 347).
import SwiftUI

struct ProgressRing: View {
    var progress: Double = 0.7

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray, lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 150, height: 150)
    }
}
