/** A signed-in customer, as the app saves the session. */
export const customerSession = {
  user: { id: 1, name: 'Jan Klient', email: 'klient@example.pl', privileges: ['user'] },
  access_token: '1|c',
};

/** A signed-in administrator, as the app saves the session. */
export const adminSession = {
  user: { id: 2, name: 'Anna Admin', email: 'admin@example.pl', privileges: ['admin'] },
  access_token: '2|a',
};
