// Spellings of non-public addresses that a webhook_uri may try (issue 15 item 1, CONTRACT §7): every one
// must be refused at registration and at connect time when private targets are not allowed. The loopback
// ones take a port, so a test can point them at a live receiver and prove nothing arrived.

/** Hosts that all lead to this machine (127.0.0.1, ::1 or 0.0.0.0). */
export const LOOPBACK_HOSTS = [
  '127.0.0.1',
  'localhost', // DNS
  '[::1]',
  '[::ffff:127.0.0.1]', // IPv4-mapped (WHATWG URL writes it [::ffff:7f00:1])
  '[::ffff:7f00:1]',
  '[0:0:0:0:0:ffff:127.0.0.1]',
  '2130706433', // decimal
  '0x7f000001', // hex
  '0x7f.0.0.1',
  '0177.0.0.1', // octal
  '127.000.000.001',
  '127.1', // short form
  '0.0.0.0', // Linux connects it to loopback
  '0',
  '[::]',
  '[::127.0.0.1]', // IPv4-compatible (deprecated ::/96)
  '[64:ff9b::7f00:1]', // NAT64 well-known prefix
  '[64:ff9b::127.0.0.1]',
  '[64:ff9b:1::7f00:1]', // NAT64 local-use prefix
  '[::ffff:0:7f00:1]', // SIIT (RFC 6145)
  '[2002:7f00:1::1]', // 6to4 of 127.0.0.1
  '[2001:0:4136:e378:8000:63bf:80ff:fffe]', // Teredo, client 127.0.0.1 (obfuscated)
];

/** Other private, link-local, shared, reserved, documentation, multicast and broadcast hosts. */
export const OTHER_NON_PUBLIC_HOSTS = [
  '169.254.169.254', // cloud metadata
  '[::ffff:169.254.169.254]',
  '[::ffff:a9fe:a9fe]',
  '2852039166',
  '0251.0376.0251.0376',
  '10.0.0.1',
  '[::ffff:10.0.0.1]',
  '0x0a000001',
  '172.16.0.1',
  '192.168.1.1',
  '100.64.0.1', // carrier-grade NAT
  '198.18.0.1', // benchmarking
  '192.0.0.1', // IETF protocol assignments
  '192.0.2.1', // documentation
  '198.51.100.1',
  '203.0.113.1',
  '192.88.99.1', // 6to4 relay anycast
  '224.0.0.1',
  '255.255.255.255',
  '240.0.0.1',
  '[fe80::1]',
  '[fc00::1]',
  '[fd12:3456::1]',
  '[fec0::1]',
  '[ff02::1]',
  '[2001:db8::1]',
  '[100::1]', // discard
];

/** Public unicast: accepted whatever the policy (literals, so no DNS is needed). */
export const PUBLIC_HOSTS = ['93.184.215.14', '[2606:4700:4700::1111]', '[::ffff:93.184.215.14]'];

export const NON_PUBLIC_COUNT = LOOPBACK_HOSTS.length + OTHER_NON_PUBLIC_HOSTS.length;

/** The spellings the security review got through (issue 15 item 1): each is also in the lists above. */
export const REVIEW_SPELLINGS = ['[::ffff:127.0.0.1]', '[::ffff:169.254.169.254]', '[::ffff:10.0.0.1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::1]', '198.18.0.1', '192.0.0.1'];
