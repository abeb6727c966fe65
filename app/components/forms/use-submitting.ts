import { useNavigation } from '@remix-run/react';

/** Whether this page's form is being sent (or its redirect followed): not a mere link click. */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
}
