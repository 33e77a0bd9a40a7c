// twin: none, because .lyt has no custom Shape types
// Two shapes of the app's own, as the teaching texts write them: a wave (`addCurve`) and a
// progress arc (`Path { }` with `addArc`). A custom shape lays out as a Rectangle does (it
// takes what it is offered); `--format svg` draws its `path(in:)`.
// Worked (390x844 @3x): the VStack (spacing 20) of a 120-high wave and a 150×150 arc is padded
// 16: 358 wide, 120 + 20 + 150 = 290 high, 390×322 at y (844 − 322) / 2 = 261. The wave is
// (16, 277) 358×120; the arc 150 wide, centred: (120, 417). Drawn: the wave's three curves
// cross the middle, y 337, every 358 / 3 = 119.333; the arc, radius 75 round (195, 492),
// starts at the top (195, 417) and turns 0.7 × 360° = 252° clockwise to (123.671, 515.176).
import SwiftUI

struct Wave: Shape {
    var amplitude: CGFloat = 10
    var waves: Int = 2

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = rect.width / CGFloat(waves)
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        for i in 0..<waves {
            let x = rect.minX + CGFloat(i) * width
            path.addCurve(
                to: CGPoint(x: x + width, y: rect.midY),
                control1: CGPoint(x: x + width / 3, y: rect.midY - amplitude),
                control2: CGPoint(x: x + 2 * width / 3, y: rect.midY + amplitude))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Arc: Shape {
    var progress: Double
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                     startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            Wave(amplitude: 20, waves: 3)
                .fill(Color.blue)
                .frame(height: 120)
            Arc(progress: 0.7)
                .stroke(Color.green, lineWidth: 12)
                .frame(width: 150, height: 150)
        }
        .padding()
    }
}
