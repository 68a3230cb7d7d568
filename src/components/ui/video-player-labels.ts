/**
 * The player's words in the user's language, and the dictionary media-chrome reads them from
 * (its keys are its English sentences; its placeholders are written {like} this).
 */

/** Every text the video player shows or announces. */
export interface VideoPlayerLabels {
  player: string;
  play: string;
  pause: string;
  mute: string;
  unmute: string;
  captionsOn: string;
  captionsOff: string;
  captions: string;
  fullscreen: string;
  exitFullscreen: string;
  seek: string;
  volume: string;
  time: string;
  timeUnknown: string;
  /** With {currentTime} and {totalTime}. */
  timeOf: string;
  /** With {time}. */
  remaining: string;
  hour: string;
  hours: string;
  minute: string;
  minutes: string;
  second: string;
  seconds: string;
  loading: string;
  speed: string;
  /** With {playbackRate}. */
  speedValue: string;
  networkError: string;
  networkErrorHint: string;
  decodeError: string;
  decodeErrorHint: string;
  unsupported: string;
  unsupportedHint: string;
  encrypted: string;
  encryptedHint: string;
}

/** media-chrome's keys (its English texts, tooltips capitalised and labels not) mapped to ours. */
export function mediaChromeDictionary(l: VideoPlayerLabels): Record<string, string> {
  return {
    Play: l.play,
    play: l.play,
    Pause: l.pause,
    pause: l.pause,
    Mute: l.mute,
    mute: l.mute,
    Unmute: l.unmute,
    unmute: l.unmute,
    'Enable captions': l.captionsOn,
    'Disable captions': l.captionsOff,
    Captions: l.captions,
    'closed captions': l.captions,
    'Enter fullscreen mode': l.fullscreen,
    'enter fullscreen mode': l.fullscreen,
    'Exit fullscreen mode': l.exitFullscreen,
    'exit fullscreen mode': l.exitFullscreen,
    seek: l.seek,
    volume: l.volume,
    'playback time': l.time,
    'video not loaded, unknown time.': l.timeUnknown,
    '{currentTime} of {totalTime}': l.timeOf,
    '{time} remaining': l.remaining,
    hour: l.hour,
    hours: l.hours,
    minute: l.minute,
    minutes: l.minutes,
    second: l.second,
    seconds: l.seconds,
    'media loading': l.loading,
    'video player': l.player,
    'Playback rate': l.speed,
    'current playback rate': l.speed,
    'Playback rate {playbackRate}': l.speedValue,
    'Network Error': l.networkError,
    'A network error caused the media download to fail.': l.networkErrorHint,
    'Decode Error': l.decodeError,
    'A media error caused playback to be aborted. The media could be corrupt or your browser does not support this format.':
      l.decodeErrorHint,
    'Source Not Supported': l.unsupported,
    'An unsupported error occurred. The server or network failed, or your browser does not support this format.':
      l.unsupportedHint,
    'Encryption Error': l.encrypted,
    'The media is encrypted and there are no keys to decrypt it.': l.encryptedHint,
  };
}
