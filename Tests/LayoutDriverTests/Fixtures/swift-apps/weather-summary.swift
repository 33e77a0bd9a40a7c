// layoutc: --device iphone-16e
// Weather summary: an enum Condition with a String raw value and computed `symbol` and `label`,
// hourly forecasts with Int ids and a computed 12-hour label (`%`, nested ternaries),
// `hourly.map(\.temperature).max() ?? current`, `Int(current.rounded())`, `ForEach(Array(
// hourly.prefix(5).enumerated()), id: \.element.id) { index, hour in }` with `index == 0`,
// `Text("\(chanceOfRain, format: .percent) chance of rain")`, a LinearGradient background with
// `.ignoresSafeArea()`, `.ultraThinMaterial`, `.symbolRenderingMode(.multicolor)` and a #Preview
// with sample data.
// expect: city 154.667 63 80.667 33.667
// expect: temperature 129.333 100.667 131.667 114.667
// expect: hourly 16 291.667 358 119.667
// expect: hour13 87.667 307.667 71.667 87.667
// Worked (iPhone 16e: 390x844 @3x, safe area 47 top, 34 bottom): the root is proposed the safe
// area, 390 x 763 at y 47; its Spacer makes the VStack (spacing 24) take all of it, padded 16:
// children from y 63, centred on x 195. Header (spacing 4): "Lisbon" (title, 80.667 x 33.667) at x
// 195 - 40.333 = 154.667; "21°" in 96-pt thin (131.667 x 114.667) at 63 + 33.667 + 4 = 100.667, x
// 195 - 65.833 = 129.167, drawn at 129.333; "Mostly Sunny" (title3, 24), "H:23°  L:19°" (headline,
// 20.333): 204.667 high. The hourly panel is 24 lower, at 291.667, and fills the 358 width (its
// columns have maxWidth .infinity); a column is the hour (footnote, 15.667), 10, the 28-high symbol
// frame, 10, the temperature (title3, 24): 87.667, padded 16 above and below: 119.667. Five columns
// share 358: 71.6 each, the second (13:00) at 16 + 71.6 = 87.6, drawn at 87.667 and 71.667 wide
// (its far edge 159.2 rounds to 159.333), y 291.667 + 16 = 307.667.
import SwiftUI

enum Condition: String {
    case sunny, partlyCloudy, rain

    var symbol: String {
        switch self {
        case .sunny: "sun.max.fill"
        case .partlyCloudy: "cloud.sun.fill"
        case .rain: "cloud.rain.fill"
        }
    }

    var label: String {
        switch self {
        case .sunny: "Sunny"
        case .partlyCloudy: "Mostly Sunny"
        case .rain: "Rain"
        }
    }
}

struct HourForecast: Identifiable {
    let id: Int
    let temperature: Double
    let condition: Condition

    var label: String {
        let hour = id % 12 == 0 ? 12 : id % 12
        return "\(hour)\(id < 12 ? "AM" : "PM")"
    }
}

struct WeatherSummary: View {
    let city: String
    let current: Double
    let condition: Condition
    let hourly: [HourForecast]
    let chanceOfRain: Double

    private var high: Double { hourly.map(\.temperature).max() ?? current }
    private var low: Double { hourly.map(\.temperature).min() ?? current }

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 4) {
                Text(city).font(.title).id("city")
                Text("\(Int(current.rounded()))°")
                    .font(.system(size: 96, weight: .thin))
                    .id("temperature")
                Text(condition.label).font(.title3)
                Text("H:\(Int(high))°  L:\(Int(low))°").font(.headline)
            }
            HStack(spacing: 0) {
                ForEach(Array(hourly.prefix(5).enumerated()), id: \.element.id) { index, hour in
                    VStack(spacing: 10) {
                        Text(index == 0 ? "Now" : hour.label)
                            .font(.footnote.weight(.medium))
                        Image(systemName: hour.condition.symbol)
                            .symbolRenderingMode(.multicolor)
                            .font(.title3)
                            .frame(height: 28)
                        Text("\(Int(hour.temperature.rounded()))°").font(.title3.weight(.medium))
                    }
                    .frame(maxWidth: .infinity)
                    .id("hour\(hour.id)")
                }
            }
            .padding(.vertical, 16)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20))
            .id("hourly")
            Label("\(chanceOfRain, format: .percent) chance of rain", systemImage: "umbrella")
                .font(.subheadline)
            Spacer()
        }
        .padding()
        .foregroundStyle(.white)
        .background(
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        )
    }
}

#Preview {
    WeatherSummary(
        city: "Lisbon", current: 21.4, condition: .partlyCloudy,
        hourly: [
            HourForecast(id: 12, temperature: 21.4, condition: .partlyCloudy),
            HourForecast(id: 13, temperature: 22.8, condition: .sunny),
            HourForecast(id: 14, temperature: 23.5, condition: .sunny),
            HourForecast(id: 15, temperature: 22.1, condition: .partlyCloudy),
            HourForecast(id: 16, temperature: 20.6, condition: .rain),
            HourForecast(id: 17, temperature: 19.2, condition: .rain),
        ],
        chanceOfRain: 0.3)
}
