// "10:42:07 am", the phone's local time as en-IN writes it, by hand: the first
// toLocaleTimeString on a page loads the locale's data, a slow phone's main
// thread for several milliseconds while the live order lists first draw.

const two = (n: number) => String(n).padStart(2, '0');

export function clockTime(at: Date): string {
  const hours = at.getHours();
  return `${hours % 12 || 12}:${two(at.getMinutes())}:${two(at.getSeconds())} ${hours < 12 ? 'am' : 'pm'}`;
}
